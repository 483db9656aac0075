import { retryMailAction } from '@/lib/api/backoffice/actions/retry-mail'
import { fill, T } from '@/lib/backoffice/texts'
import { formatBerlin } from '@/lib/backoffice/time'
import type { StaffOrderEvent, StaffOrderMail } from '@/lib/backoffice/views'

const actorText = (actor: string) => T.detail.actor[actor as keyof typeof T.detail.actor] ?? actor

/** A status change names the new status, another staff action itself; staff by name (issue 34 point 5). */
const whatText = (event: StaffOrderEvent) =>
  event.action ? T.historyAction[event.action] : T.status[event.toStatus]

export function OrderHistory({ events }: { events: readonly StaffOrderEvent[] }) {
  return (
    <section className="bo-card">
      <h2>{T.detail.history}</h2>
      <ol data-testid="history">
        {events.map((event) => (
          <li key={event.id}>
            {formatBerlin(event.createdAt)}: <strong>{whatText(event)}</strong> (
            {event.staffName ?? actorText(event.actor)})
            {event.reason
              ? ` – ${fill(T.cancel.reasonInHistory, { reason: T.cancel.reasons[event.reason] })}`
              : ''}
            {event.note ? ` – ${event.note}` : ''}
          </li>
        ))}
      </ol>
    </section>
  )
}

/** The order's e-mails from the outbox, with their delivery state and a retry for failed ones. */
export function OrderMails({ number, mails }: { number: string; mails: readonly StaffOrderMail[] }) {
  return (
    <section className="bo-card">
      <h2>{T.detail.mails}</h2>
      {mails.length === 0 ? <p>{T.detail.noMails}</p> : null}
      <ul style={{ listStyle: 'none', padding: 0 }}>
        {mails.map((mail) => (
          <li key={mail.id} data-testid="order-mail" style={{ marginBottom: '0.75rem' }}>
            <strong>{mail.subject}</strong>{' '}
            <span className="bo-badge" data-state={mail.status}>
              {T.detail.mailState[mail.status]}
            </span>
            <div className="bo-muted">
              {mail.recipient} · {formatBerlin(mail.createdAt)} · {T.detail.attempts}: {mail.attempts}
              {mail.sentAt ? ` · ${formatBerlin(mail.sentAt)}` : ''}
            </div>
            {mail.lastError ? <div className="bo-error">{mail.lastError}</div> : null}
            {mail.status === 'failed' || mail.status === 'queued' ? (
              <form action={retryMailAction}>
                <input type="hidden" name="number" value={number} />
                <input type="hidden" name="mail" value={mail.id} />
                <button type="submit" className="bo-secondary">
                  {T.detail.retry}
                </button>
              </form>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
