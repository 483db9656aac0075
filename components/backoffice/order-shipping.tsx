import { BACKOFFICE_PATH } from '@/lib/api/backoffice/staff-session'
import { CARRIER_KEYS, CARRIERS } from '@/lib/config/carriers'
import { fill, T } from '@/lib/backoffice/texts'
import { formatBerlin } from '@/lib/backoffice/time'
import type { OrderShipping } from '@/lib/backoffice/shipping/order-shipping'
import { CorrectTrackingForm, NoteForm, ShipForm, type ShipTexts } from './shipment-forms'

const CARRIER_NAMES = CARRIER_KEYS.map((k) => CARRIERS[k].name)

/**
 * Packing and shipping on the order page (issue 34 point 3): the packing slip, the parcels so far
 * (each with its tracking link, its own slip and a correction form), the next parcel while the order
 * is in production, and an internal note. Cards, not a table, so it reads at 390 px.
 */
export function OrderShippingSection({
  shipping,
  mayShip,
  mayNote,
}: {
  shipping: OrderShipping
  mayShip: boolean
  mayNote: boolean
}) {
  const t = T.desk.shipping
  const texts: ShipTexts = {
    // Not the status form's words: both forms can be on the page, and each label must be unique.
    carrier: t.carrier,
    trackingNumber: t.tracking,
    linesLegend: t.linesLegend,
    ship: shipping.shipments.length > 0 ? t.shipMore : t.ship,
    correct: t.correct,
    note: t.note,
    addNote: t.addNote,
  }
  const slip = `${BACKOFFICE_PATH}/orders/${shipping.number}/packing-slip`
  return (
    <section className="bo-card" data-testid="shipping-section">
      <h2>
        {t.heading}
        {shipping.partlyShipped ? (
          <>
            {' '}
            <span className="bo-badge" data-testid="partly-shipped">
              {t.partly}
            </span>
          </>
        ) : null}
      </h2>
      <p>
        <a className="bo-button bo-secondary" href={slip} download>
          {t.packingSlip}
        </a>
      </p>
      {shipping.shipments.length > 0 ? (
        <ul style={{ listStyle: 'none', padding: 0 }}>
          {shipping.shipments.map((s) => (
            <li key={s.id} className="bo-card" data-testid="shipment">
              <strong>
                {s.carrier} {s.trackingNumber}
              </strong>{' '}
              {s.trackingUrl ? (
                <a href={s.trackingUrl} rel="noreferrer noopener" target="_blank">
                  {t.track}
                </a>
              ) : null}
              <div className="bo-muted">
                {fill(t.parcelFacts, {
                  positions: s.positions,
                  date: formatBerlin(s.createdAt),
                  name: s.staffName ?? '–',
                })}
                {s.corrections > 0 ? ` · ${fill(t.corrected, { count: s.corrections })}` : ''}
              </div>
              <p>
                <a href={`${slip}?shipment=${s.id}`} download>
                  {t.parcelSlip}
                </a>
              </p>
              {mayShip ? (
                <details>
                  <summary>{t.correctSummary}</summary>
                  <CorrectTrackingForm
                    number={shipping.number}
                    shipmentId={s.id}
                    carriers={CARRIER_NAMES}
                    texts={texts}
                  />
                </details>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {mayShip && shipping.status === 'in_production' && shipping.openLines.length > 0 ? (
        <ShipForm
          number={shipping.number}
          openLines={shipping.openLines}
          carriers={CARRIER_NAMES}
          texts={texts}
        />
      ) : null}
      {mayNote ? <NoteForm number={shipping.number} texts={texts} /> : null}
    </section>
  )
}
