import { BACKOFFICE_PATH } from '@/lib/api/backoffice/staff-session'
import type { Receivable } from '@/lib/backoffice/money/order-money'
import { fill, T } from '@/lib/backoffice/texts'
import { formatDay } from './desk-message'
import { money } from './money'
import { ReminderButton } from './money-forms'

const DAY_MS = 24 * 60 * 60_000

/** Days past the due date (a Munich calendar day), 0 while not yet due. */
function overdueDays(dueDate: string | null, now: Date): number {
  if (!dueDate) return 0
  return Math.max(
    0,
    Math.floor((now.getTime() - new Date(`${dueDate}T23:59:59+01:00`).getTime()) / DAY_MS) + 1,
  )
}

/** One brand's open receivables as cards (readable at 390 px), with the sum per currency. */
export function ReceivablesList({
  brand,
  list,
  mayRemind,
}: {
  brand: string
  list: { items: Receivable[]; totals: { currency: string; open: number }[] }
  mayRemind: boolean
}) {
  const t = T.desk.receivables
  const now = new Date()
  return (
    <section className="bo-card" aria-label={brand} data-testid="receivables">
      <h2>{brand}</h2>
      {list.items.length === 0 ? <p>{t.empty}</p> : null}
      {list.totals.map((total) => (
        <p key={total.currency}>
          {t.sum}: <strong data-testid="receivables-sum">{money(total.open, total.currency)}</strong>
        </p>
      ))}
      <ul style={{ listStyle: 'none', padding: 0 }}>
        {list.items.map((item) => {
          const days = overdueDays(item.balance.dueDate, now)
          return (
            <li key={item.number} className="bo-card" data-testid="receivable">
              <a href={`${BACKOFFICE_PATH}/orders/${item.number}`}>
                <strong>{item.number}</strong>
              </a>{' '}
              · {item.customer} · <strong>{money(item.balance.open, item.currency)}</strong>
              <div className="bo-muted">
                {fill(t.invoice, { invoice: item.invoiceNumber })}
                {item.balance.dueDate
                  ? ` · ${fill(t.due, { date: formatDay(item.balance.dueDate) })}`
                  : ''} · {days > 0 ? fill(t.overdue, { days }) : t.notDue} ·{' '}
                {item.balance.reminders.length
                  ? fill(t.sent, { levels: item.balance.reminders.map((l) => `${l}.`).join(', ') })
                  : t.none}
              </div>
              {mayRemind ? (
                <ReminderButton
                  number={item.number}
                  from="receivables"
                  label={
                    item.balance.reminderDue
                      ? fill(T.desk.money.sendReminder, { level: item.balance.reminderDue })
                      : null
                  }
                />
              ) : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
