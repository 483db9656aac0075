import { notFound } from 'next/navigation'
import { acceptInvitationAction } from '@/lib/api/backoffice/actions/accept-invitation'
import { staffInvitation } from '@/lib/api/pages/backoffice-people'
import { fill, T } from '@/lib/backoffice/texts'

export const dynamic = 'force-dynamic'
export const metadata = { title: T.invite.heading }

const ERRORS: Record<string, string> = {
  name: T.error.inviteName,
  weakPassword: T.error.weakPassword,
  wrongPassword: T.error.wrongPassword,
  throttled: T.signIn.throttled,
}

type Props = { params: Promise<{ token: string }>; searchParams: Promise<{ error?: string }> }

/** The invitation link's page: unknown, used or expired links are the back office's plain 404. */
export default async function InvitationPage({ params, searchParams }: Props) {
  const { token } = await params
  const invitation = await staffInvitation(token)
  if (!invitation) notFound()
  const { error } = await searchParams
  const message = error ? ERRORS[error] : undefined
  return (
    <main className="bo-main bo-narrow">
      <form className="bo-card" action={acceptInvitationAction}>
        <h1>{T.invite.heading}</h1>
        <p>
          {fill(T.invite.intro, {
            name: invitation.name,
            role: T.roles[invitation.role],
            email: invitation.email,
          })}
        </p>
        {message ? (
          <p className="bo-error" role="alert">
            {message}
          </p>
        ) : null}
        <input type="hidden" name="token" value={token} />
        <label htmlFor="name">{T.invite.name}</label>
        <input
          id="name"
          name="name"
          autoComplete="name"
          required
          minLength={2}
          maxLength={80}
          defaultValue={invitation.name}
        />
        {invitation.hasAccount ? <p className="bo-muted">{T.invite.existingHint}</p> : null}
        <label htmlFor="password">
          {invitation.hasAccount
            ? fill(T.invite.existingPassword, { email: invitation.email })
            : T.invite.newPassword}
        </label>
        <input
          id="password"
          name="password"
          type="password"
          autoComplete={invitation.hasAccount ? 'current-password' : 'new-password'}
          required
          minLength={invitation.hasAccount ? 1 : 8}
          maxLength={128}
        />
        <p>
          <button type="submit">{T.invite.submit}</button>
        </p>
      </form>
    </main>
  )
}
