import { changeOrderStatusAction } from '@/lib/api/backoffice/actions/change-order-status'
import { T } from '@/lib/backoffice/texts'
import { actionForStatus, can, type StaffRole } from '@/lib/backoffice/permissions'
import type { OrderStatus } from '@/lib/model/orders'
import { allowedTransitions } from '@/lib/shop/sales/orders/state-machine'

export interface StatusFormValues {
  to?: string
  carrier?: string
  trackingNumber?: string
  note?: string
}

/**
 * The next states staff may choose (from the order state machine), less those their role may not set
 * and less "cancelled", which has its own form with reason and confirmation (CancelForm). Carrier and
 * tracking number are asked for always and required by the server for "shipped": no script needed.
 */
export function StatusForm({
  number,
  status,
  role,
  typed = {},
}: {
  number: string
  status: OrderStatus
  role: StaffRole
  /** After a refused change: the values as typed, shown again (issue 34 point 3). */
  typed?: StatusFormValues
}) {
  const next = allowedTransitions(status, 'staff').filter(
    (to) => to !== 'cancelled' && can({ role }, actionForStatus(to)),
  )
  if (next.length === 0 && allowedTransitions(status, 'staff').length > 0) return null
  return (
    <section className="bo-card">
      <h2>{T.detail.change}</h2>
      {next.length === 0 ? (
        <p>{T.detail.final}</p>
      ) : (
        <form action={changeOrderStatusAction} className="bo-filters">
          <input type="hidden" name="number" value={number} />
          <div>
            <label htmlFor="to">{T.detail.to}</label>
            <select id="to" name="to" required defaultValue={next.find((s) => s === typed.to) ?? next[0]}>
              {next.map((s) => (
                <option key={s} value={s}>
                  {T.status[s]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="carrier">{T.detail.carrier}</label>
            <input
              id="carrier"
              name="carrier"
              list="carriers"
              maxLength={40}
              defaultValue={typed.carrier ?? ''}
            />
            <datalist id="carriers">
              {['DHL', 'DPD', 'GLS', 'Hermes', 'UPS', 'Österreichische Post', 'Die Schweizerische Post'].map(
                (c) => (
                  <option key={c} value={c} />
                ),
              )}
            </datalist>
          </div>
          <div>
            <label htmlFor="trackingNumber">{T.detail.trackingNumber}</label>
            <input
              id="trackingNumber"
              name="trackingNumber"
              maxLength={40}
              autoComplete="off"
              defaultValue={typed.trackingNumber ?? ''}
            />
          </div>
          <div>
            <label htmlFor="note">{T.detail.note}</label>
            <input id="note" name="note" maxLength={500} defaultValue={typed.note ?? ''} />
          </div>
          <div className="bo-actions">
            <button type="submit">{T.detail.save}</button>
          </div>
        </form>
      )}
    </section>
  )
}
