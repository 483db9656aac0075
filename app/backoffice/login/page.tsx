import { redirect } from 'next/navigation'
import { signInStaffAction } from '@/lib/api/backoffice/actions/sign-in-staff'
import { BACKOFFICE_PATH, currentStaffSession } from '@/lib/api/backoffice/staff-session'
import { TOTP_LOCK_MINUTES } from '@/lib/backoffice/sessions'
import { fill, T } from '@/lib/backoffice/texts'

export const dynamic = 'force-dynamic'
export const metadata = { title: T.signIn.heading }

const ERRORS: Record<string, string> = {
  invalid: T.signIn.invalid,
  throttled: T.signIn.throttled,
  ended: T.signIn.ended,
  locked: fill(T.signIn.locked, { minutes: TOTP_LOCK_MINUTES }),
}

export default async function StaffLoginPage({
  searchParams,
}: {
  searchParams: Promise<{ error?: string; notice?: string }>
}) {
  const session = await currentStaffSession()
  if (session?.stage === 'full') redirect(BACKOFFICE_PATH)
  const { error, notice } = await searchParams
  const message = error ? ERRORS[error] : undefined
  return (
    <main className="bo-main bo-narrow">
      <form className="bo-card" action={signInStaffAction}>
        <h1>{T.signIn.heading}</h1>
        {notice === 'accepted' ? (
          <p className="bo-notice" role="status">
            {T.notice.accepted}
          </p>
        ) : null}
        {message ? (
          <p className="bo-error" role="alert">
            {message}
          </p>
        ) : null}
        <label htmlFor="email">{T.signIn.email}</label>
        <input id="email" name="email" type="email" autoComplete="username" required maxLength={254} />
        <label htmlFor="password">{T.signIn.password}</label>
        <input
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={128}
        />
        <p>
          <button type="submit">{T.signIn.submit}</button>
        </p>
      </form>
    </main>
  )
}
