import type { StaffInvoice } from '@/lib/backoffice/invoices'
import { BACKOFFICE_PATH } from '@/lib/api/backoffice/staff-session'
import { T } from '@/lib/backoffice/texts'
import { formatBerlin } from '@/lib/backoffice/time'
import type { StaffOrderListItem } from '@/lib/backoffice/views'
import { money } from './money'

export function OrderTable({
  rows,
  invoices,
  money: showMoney = true,
}: {
  rows: readonly StaffOrderListItem[]
  invoices: ReadonlyMap<string, readonly StaffInvoice[]>
  /** False for a role that sees no money (production): no totals column. */
  money?: boolean
}) {
  if (rows.length === 0) return <p>{T.list.empty}</p>
  return (
    <table className="bo-table bo-stack">
      <thead>
        <tr>
          <th>{T.list.number}</th>
          <th>{T.list.date}</th>
          <th>{T.list.brand}</th>
          <th>{T.list.customer}</th>
          <th>{T.list.country}</th>
          <th>{T.list.status}</th>
          <th>{T.list.invoices}</th>
          {showMoney ? <th className="num">{T.list.total}</th> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((order) => {
          const billing = order.billing
          return (
            <tr key={order.id} data-testid="order-row">
              <td data-label={T.list.number}>
                <a href={`${BACKOFFICE_PATH}/orders/${order.number}`}>{order.number}</a>
              </td>
              <td data-label={T.list.date}>{formatBerlin(order.createdAt)}</td>
              <td data-label={T.list.brand}>{T.brand[order.brand as keyof typeof T.brand] ?? order.brand}</td>
              <td data-label={T.list.customer}>
                {billing.firstName} {billing.lastName}
                <br />
                <span className="bo-muted">{order.email}</span>
              </td>
              <td data-label={T.list.country}>{order.country}</td>
              <td data-label={T.list.status}>
                <span className="bo-badge" data-state={order.status}>
                  {T.status[order.status]}
                </span>
              </td>
              <td data-label={T.list.invoices} data-testid="order-invoices">
                {(invoices.get(order.id) ?? []).map((invoice) => (
                  <span key={invoice.number}>
                    {invoice.number}
                    <br />
                  </span>
                ))}
              </td>
              {showMoney ? (
                <td data-label={T.list.total} className="num">
                  {money(order.total, order.currency)}
                </td>
              ) : null}
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
