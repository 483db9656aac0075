import { fill, T } from '@/lib/backoffice/texts'
import { formatBerlin } from '@/lib/backoffice/time'
import type { OrderMoney } from '@/lib/backoffice/money/order-money'
import { formatDay } from './desk-message'
import { money } from './money'
import { PaymentForm, RefundForm, ReminderButton, type MoneyTexts } from './money-forms'

/** Minor units as staff type them back into the amount field: "119,49". */
const typedAmount = (minor: number) => (minor / 100).toFixed(2).replace('.', ',')

/**
 * Payments on the order page (issue 34 point 4): what is open, payments and refunds so far, and the
 * forms the role may use — payment (any state), refund with credit note (after shipping), reminder
 * (when one is due). Amounts in the order's currency.
 */
export function OrderMoneySection({
  view,
  today,
  may,
}: {
  view: OrderMoney
  today: string
  may: { markPaid: boolean; refund: boolean; sendReminder: boolean }
}) {
  const t = T.desk.money
  const m = (minor: number) => money(minor, view.currency)
  const b = view.balance
  const texts: MoneyTexts = {
    amount: t.amount,
    receivedOn: t.receivedOn,
    record: t.record,
    refundAmount: t.refundAmount,
    reason: t.reason,
    refund: t.refund,
    reminder: t.reminder,
  }
  return (
    <section className="bo-card" data-testid="money-section">
      <h2>{t.heading}</h2>
      <dl className="bo-facts">
        <dt>{t.total}</dt>
        <dd>{m(b.total)}</dd>
        <dt>{t.paid}</dt>
        <dd data-testid="paid">{m(b.paid)}</dd>
        {b.credited > 0 ? (
          <>
            <dt>{t.credited}</dt>
            <dd>{m(b.credited)}</dd>
          </>
        ) : null}
        <dt>{t.open}</dt>
        <dd data-testid="open-amount">
          <strong>{m(b.open)}</strong>
        </dd>
        {b.dueDate ? (
          <>
            <dt>{t.due}</dt>
            <dd>{formatDay(b.dueDate)}</dd>
          </>
        ) : null}
        {b.reminders.length > 0 ? (
          <>
            <dt>{t.reminders}</dt>
            <dd data-testid="reminders-sent">
              {b.reminders.map((l) => fill(t.reminderLevel, { level: l })).join(', ')}
            </dd>
          </>
        ) : null}
      </dl>
      {view.payments.length > 0 ? (
        <ul data-testid="payments">
          {view.payments.map((p) => (
            <li key={p.id}>
              {fill(t.paymentLine, {
                amount: m(p.amount),
                date: formatDay(p.receivedOn),
                name: p.staffName ?? '–',
              })}
            </li>
          ))}
        </ul>
      ) : null}
      {view.refunds.length > 0 ? (
        <ul data-testid="refunds">
          {view.refunds.map((r) => (
            <li key={r.number}>
              {fill(t.refundLine, {
                amount: m(r.amount),
                reason: r.reason,
                note: r.number,
                date: formatBerlin(r.issuedAt),
                name: r.staffName ?? '–',
              })}
            </li>
          ))}
        </ul>
      ) : null}
      {may.sendReminder ? (
        <ReminderButton
          number={view.number}
          from="order"
          label={b.reminderDue ? fill(t.sendReminder, { level: b.reminderDue }) : null}
        />
      ) : null}
      {may.markPaid && view.status !== 'cancelled' && b.open > 0 ? (
        <>
          <h3>{t.recordHeading}</h3>
          <PaymentForm number={view.number} open={typedAmount(b.open)} today={today} texts={texts} />
        </>
      ) : null}
      {may.refund && view.refundable && b.total - b.credited > 0 ? (
        <>
          <h3>{t.refundHeading}</h3>
          <p className="bo-muted">{fill(t.refundHint, { max: m(b.total - b.credited) })}</p>
          <RefundForm number={view.number} texts={texts} />
        </>
      ) : null}
    </section>
  )
}
