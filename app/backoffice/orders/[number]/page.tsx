import { notFound } from 'next/navigation'
import { OrderHistory, OrderMails } from '@/components/backoffice/order-history'
import { OrderInvoices } from '@/components/backoffice/order-invoices'
import { OrderLines } from '@/components/backoffice/order-lines'
import { OrderMoneySection } from '@/components/backoffice/order-money'
import { OrderShippingSection } from '@/components/backoffice/order-shipping'
import { OrderSummary } from '@/components/backoffice/order-summary'
import { Messages, StaffHeader } from '@/components/backoffice/staff-header'
import { CancelForm } from '@/components/backoffice/cancel-form'
import { StatusForm } from '@/components/backoffice/status-form'
import { staffCancellationPreview, staffOrder } from '@/lib/api/pages/backoffice'
import { staffOrderMoney, staffOrderShipping } from '@/lib/api/pages/backoffice-desk'
import { BACKOFFICE_PATH, requireStaff } from '@/lib/api/backoffice/staff-session'
import { can } from '@/lib/backoffice/permissions'
import { errorText, noticeText, T } from '@/lib/backoffice/texts'
import { formatBerlin } from '@/lib/backoffice/time'
import { CANCEL_REASONS } from '@/lib/model/orders'
import { canTransition } from '@/lib/shop/sales/orders/state-machine'

export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ number: string }>
  searchParams: Promise<{
    notice?: string
    error?: string
    cancel?: string
    /** What was typed into the status form before a refusal (changeOrderStatusAction). */
    to?: string
    carrier?: string
    trackingNumber?: string
    note?: string
  }>
}

export async function generateMetadata({ params }: Props) {
  return { title: (await params).number }
}

/** One order: state change, lines with print files, addresses, totals, history and e-mails. */
export default async function OrderDetailPage({ params, searchParams }: Props) {
  const session = await requireStaff()
  const { number } = await params
  const found = await staffOrder(number)
  if (!found) notFound()
  const { order, lines, events, mails, invoices } = found
  const { notice, error, cancel, to, carrier, trackingNumber, note } = await searchParams
  const mayCancel = can(session, 'cancel') && canTransition(order.status, 'cancelled', 'staff')
  const reason = CANCEL_REASONS.find((r) => r === cancel) ?? null
  const preview =
    mayCancel && reason ? await staffCancellationPreview(order.number, reason, T.cancel.newNumber) : null
  // Packing and shipping, payments (issue 34 points 3, 4); money only for roles that see it.
  const [shipping, money] = await Promise.all([
    staffOrderShipping(order.number),
    can(session, 'viewMoney') ? staffOrderMoney(order.number) : null,
  ])
  return (
    <>
      <StaffHeader name={session.name} role={session.role} />
      <main className="bo-main">
        <p>
          <a href={BACKOFFICE_PATH}>← {T.detail.back}</a>
        </p>
        <h1>
          {order.number}{' '}
          <span className="bo-badge" data-state={order.status} data-testid="order-status">
            {T.status[order.status]}
          </span>
        </h1>
        <p className="bo-muted">
          {T.brand[order.brand as keyof typeof T.brand] ?? order.brand} · {formatBerlin(order.createdAt)} ·{' '}
          {order.email}
        </p>
        <Messages notice={noticeText(notice)} error={errorText(error)} />
        <StatusForm
          number={order.number}
          status={order.status}
          role={session.role}
          typed={error ? { to, carrier, trackingNumber, note } : {}}
        />
        {mayCancel ? <CancelForm number={order.number} chosen={reason} preview={preview} /> : null}
        <OrderLines
          number={order.number}
          lines={lines}
          currency={order.currency}
          showMoney={can(session, 'viewMoney')}
        />
        {shipping ? (
          <OrderShippingSection
            shipping={shipping}
            mayShip={can(session, 'changeStatus')}
            mayNote={can(session, 'addNote')}
          />
        ) : null}
        {money ? (
          <OrderMoneySection
            view={money}
            today={new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date())}
            may={{
              markPaid: can(session, 'markPaid'),
              refund: can(session, 'refund'),
              sendReminder: can(session, 'sendReminder'),
            }}
          />
        ) : null}
        {can(session, 'viewMoney') ? (
          <>
            <OrderSummary order={order} />
            <OrderInvoices number={order.number} invoices={invoices} currency={order.currency} />
          </>
        ) : null}
        <OrderHistory events={events} />
        <OrderMails number={order.number} mails={mails} />
      </main>
    </>
  )
}
