import { ApiTokenForm } from '@/components/backoffice/api-token-form'
import { Messages, StaffHeader } from '@/components/backoffice/staff-header'
import { revokeApiTokenAction } from '@/lib/api/backoffice/actions/api-tokens'
import { requireStaffFor } from '@/lib/api/backoffice/staff-session'
import { staffApiTokens } from '@/lib/api/pages/backoffice-people'
import { errorText, fill, noticeText, T } from '@/lib/backoffice/texts'
import { formatBerlin } from '@/lib/backoffice/time'

export const dynamic = 'force-dynamic'
export const metadata = { title: T.api.heading }

type Search = Promise<{ notice?: string; error?: string }>

/** The member's own tokens for the order export API (an accounting tool), ADR 0087. */
export default async function ApiAccessPage({ searchParams }: { searchParams: Search }) {
  const session = await requireStaffFor('export')
  const tokens = await staffApiTokens(session.customerId)
  const { notice, error } = await searchParams
  return (
    <>
      <StaffHeader name={session.name} role={session.role} />
      <main className="bo-main">
        <h1>{T.api.heading}</h1>
        <Messages notice={noticeText(notice)} error={errorText(error)} />
        <section className="bo-card" aria-labelledby="api-usage">
          <h2 id="api-usage">{T.api.usageHeading}</h2>
          <p>{T.api.usage}</p>
          <p className="bo-pre">
            <code>GET /web-api/backoffice/orders-export?from=2026-11-01&amp;to=2026-11-30</code>
            {'\n'}
            <code>Authorization: Bearer bo_…</code>
          </p>
        </section>
        <section className="bo-card" aria-labelledby="api-new">
          <h2 id="api-new">{T.api.newHeading}</h2>
          <ApiTokenForm
            texts={{
              label: T.api.label,
              create: T.api.create,
              created: T.api.created,
              errors: { tokenLabel: T.api.errorLabel, tokenLimit: T.api.errorLimit },
            }}
          />
        </section>
        <section className="bo-card" aria-labelledby="api-tokens">
          <h2 id="api-tokens">{T.api.listHeading}</h2>
          {tokens.length === 0 ? <p>{T.api.none}</p> : null}
          <ul className="bo-plain-list">
            {tokens.map((token) => (
              <li key={token.id} data-testid="api-token-row">
                <strong>{token.label}</strong>
                <div className="bo-muted">
                  {fill(T.api.created_at, { date: formatBerlin(token.createdAt) })} ·{' '}
                  {token.lastUsedAt
                    ? fill(T.api.lastUsed, { date: formatBerlin(token.lastUsedAt) })
                    : T.api.neverUsed}
                </div>
                <form action={revokeApiTokenAction}>
                  <input type="hidden" name="token" value={token.id} />
                  <button type="submit" className="bo-secondary">
                    {T.api.revoke}
                  </button>
                </form>
              </li>
            ))}
          </ul>
        </section>
      </main>
    </>
  )
}
