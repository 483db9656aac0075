import type { Address } from '@/lib/shop/sales/checkout/schema'
import { fill, T } from '@/lib/backoffice/texts'
import type { StaffOrder } from '@/lib/backoffice/views'
import { deliveryWindowInWords, shippingInWords } from '@/lib/backoffice/job-ticket/words'
import { formatAddressLines } from '@/lib/shop/customers/address-format'
import { money } from './money'

/** The address as the label prints it (US order for US addresses), the country named in German. */
function AddressBlock({ title, address }: { title: string; address: Address }) {
  return (
    <div>
      <h2>{title}</h2>
      <address style={{ fontStyle: 'normal' }}>
        {formatAddressLines(address, 'de-DE').map((line, index) => (
          <span key={index}>
            {index > 0 ? <br /> : null}
            {line}
          </span>
        ))}
        {address.phone ? (
          <>
            <br />
            {address.phone}
          </>
        ) : null}
      </address>
    </div>
  )
}

/** Addresses, payment and shipping, and the totals as charged. */
export function OrderSummary({ order }: { order: StaffOrder }) {
  const c = order.currency
  const vat = order.vat
  return (
    <section className="bo-card bo-grid">
      <AddressBlock title={T.detail.billing} address={order.billingAddress} />
      <AddressBlock title={T.detail.shipping} address={order.shippingAddress} />
      <div>
        <h2>{T.detail.totals}</h2>
        <table className="bo-table">
          <tbody>
            <tr>
              <td>{T.detail.subtotal}</td>
              <td className="num">{money(order.subtotal, c)}</td>
            </tr>
            {order.discount > 0 ? (
              <tr>
                <td>
                  {T.detail.discount} {order.voucherCode ? `(${order.voucherCode})` : ''}
                </td>
                <td className="num">−{money(order.discount, c)}</td>
              </tr>
            ) : null}
            <tr>
              <td>{T.detail.shippingPrice}</td>
              <td className="num">{money(order.shippingPrice, c)}</td>
            </tr>
            {order.salesTax ? (
              <tr data-testid="order-sales-tax">
                <td>
                  {fill(T.detail.salesTax, {
                    state: order.salesTax.state,
                    rate: `${(order.salesTax.basisPoints / 100).toLocaleString('de-DE')} %`,
                  })}
                </td>
                <td className="num">{money(order.salesTax.amount, c)}</td>
              </tr>
            ) : null}
            <tr>
              <th>{T.detail.total}</th>
              <th className="num" data-testid="order-total">
                {money(order.total, c)}
              </th>
            </tr>
            {vat.map((row) => (
              <tr key={row.vatBasisPoints} className="bo-muted">
                <td>
                  {fill(T.detail.vat, { rate: `${(row.vatBasisPoints / 100).toLocaleString('de-DE')} %` })}
                </td>
                <td className="num">{money(row.vat, c)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div>
        <h2>{T.detail.payment}</h2>
        <p>
          {T.payment[order.paymentMethod]}
          <br />
          {T.detail.shippingMethod}: {shippingInWords(order.shippingMethod)}
          <br />
          {T.detail.expected}:{' '}
          {deliveryWindowInWords({ from: order.expectedDeliveryFrom, to: order.expectedDeliveryTo })}
          {order.trackingNumber ? (
            <>
              <br />
              {T.detail.tracking}: {order.carrier} <span data-testid="tracking">{order.trackingNumber}</span>
            </>
          ) : null}
        </p>
      </div>
    </section>
  )
}
