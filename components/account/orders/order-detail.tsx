import { getTranslations } from 'next-intl/server'
import type { ShopContext } from '@/lib/context/shop-context'
import { formatDate, formatMoney } from '@/lib/i18n/format'
import { formatAddressLines } from '@/lib/shop/customers/address-format'
import type { Address } from '@/lib/shop/sales/checkout/schema'
import type { AccountOrderDetail } from '@/lib/shop/sales/orders/account-orders'
import { deliveryWindowText } from '@/lib/shop/sales/orders/delivery-window'
import { formatTaxRate } from '@/components/cart/cart-summary'
import { CancelOrderButton } from './cancel-order-button'
import { OrderReviews } from './order-reviews'
import account from '../account.module.css'
import styles from './orders.module.css'

/** One order in the account: lines, totals, addresses, history, tracking, and what can be done. */
export async function OrderDetail({ detail, ctx }: { detail: AccountOrderDetail; ctx: ShopContext }) {
  const t = await getTranslations('AccountOrders')
  const tc = await getTranslations('Cart')
  const { order } = detail
  const money = (minor: number) => formatMoney(minor, ctx.locale, order.currency)
  const shipped = order.carrier && order.trackingNumber
  return (
    <>
      <p>
        {t('placedOn', { date: formatDate(new Date(order.createdAt), ctx.locale) })} ·{' '}
        <span className={styles.state} data-testid="order-state">
          {t(`states.${order.status}`)}
        </span>
      </p>
      {order.status !== 'cancelled' && order.status !== 'delivered' && (
        <p>{t('expectedDelivery', { window: deliveryWindowText(order.expectedDelivery, ctx.locale) })}</p>
      )}
      {shipped && (
        <p>{t('tracking', { carrier: order.carrier ?? '', tracking: order.trackingNumber ?? '' })}</p>
      )}

      <div className={styles.actions}>
        {detail.invoiceNumber && (
          <a href={`/web-api/orders/${order.number}/invoice`} download data-testid="invoice-download">
            {t('invoice', { number: detail.invoiceNumber })}
          </a>
        )}
        {detail.cancellationNumber && (
          <a
            href={`/web-api/orders/${order.number}/cancellation-invoice`}
            download
            data-testid="cancellation-invoice-download"
          >
            {t('cancellationInvoice', { number: detail.cancellationNumber })}
          </a>
        )}
        {order.brand === ctx.brand && (
          <form action={`/web-api/orders/${order.number}/reorder`} method="post" title={t('reorderHint')}>
            <input type="hidden" name="locale" value={ctx.locale} />
            <button type="submit" className="button" data-testid="reorder">
              {t('reorder')}
            </button>
          </form>
        )}
        {/* Rendered also when no longer cancellable: its confirmation must outlive the refresh. */}
        <CancelOrderButton
          cancellable={detail.cancellable}
          number={order.number}
          label={t('cancel')}
          confirm={t('cancelConfirm', { number: order.number })}
          done={t('cancelled')}
          failed={t.raw('cancelFailed') as string}
        />
      </div>
      {detail.cancellable && <p className={account.hint}>{t('cancelHint')}</p>}

      <section className={account.section} aria-labelledby="order-lines">
        <h2 id="order-lines">{t('lines')}</h2>
        <ul className={styles.lines}>
          {order.lines.map((line, index) => (
            <li key={index}>
              <span>
                {t('quantity', { quantity: line.quantity })} {line.name}
              </span>
              <span>{money(line.total)}</span>
            </li>
          ))}
        </ul>
        <dl className={styles.totals}>
          <div className={styles.row}>
            <dt>{t('subtotal')}</dt>
            <dd>{money(order.subtotal)}</dd>
          </div>
          {order.discount > 0 && (
            <div className={styles.row}>
              <dt>{t('discount', { code: order.voucherCode ?? '' })}</dt>
              <dd>-{money(order.discount)}</dd>
            </div>
          )}
          <div className={styles.row}>
            <dt>{t('shipping')}</dt>
            <dd>{money(order.shippingPrice)}</dd>
          </div>
          {order.salesTax && (
            <div className={styles.row} data-testid="sales-tax-row">
              <dt>
                {tc('salesTaxRate', {
                  state: order.salesTax.state,
                  rate: formatTaxRate(order.salesTax.basisPoints, ctx.locale),
                })}
              </dt>
              <dd>{money(order.salesTax.amount)}</dd>
            </div>
          )}
          <div className={styles.row}>
            <dt>
              <strong>{t('totalLabel')}</strong>
            </dt>
            <dd>
              <strong>{money(order.total)}</strong>
            </dd>
          </div>
        </dl>
        <p>
          {t('payment')}: {t(`paymentMethods.${order.paymentMethod}`)}
        </p>
      </section>

      <OrderReviews detail={detail} />

      <section className={account.section} aria-labelledby="order-addresses">
        <h2 id="order-addresses" className="visually-hidden">
          {t('billingAddress')} / {t('shippingAddress')}
        </h2>
        <div className={styles.lines}>
          <AddressBlock title={t('billingAddress')} address={order.billingAddress} ctx={ctx} />
          <AddressBlock title={t('shippingAddress')} address={order.shippingAddress} ctx={ctx} />
        </div>
      </section>

      <section className={account.section} aria-labelledby="order-history">
        <h2 id="order-history">{t('history')}</h2>
        <ol className={styles.history} data-testid="order-history">
          {order.events.map((event, index) => (
            <li key={index}>
              {formatDate(new Date(event.at), ctx.locale)},{' '}
              {new Intl.DateTimeFormat(ctx.locale, { timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(
                new Date(event.at),
              )}
              : {t(`states.${event.status}`)}
            </li>
          ))}
        </ol>
      </section>
    </>
  )
}

/** An address in its country's order (US: "City, ST ZIP"), the country by name. */
function AddressBlock({ title, address, ctx }: { title: string; address: Address; ctx: ShopContext }) {
  const lines = formatAddressLines(address, ctx.locale)
  return (
    <div>
      <h3>{title}</h3>
      <address className={styles.address}>
        {lines.map((line, i) => (
          <span key={i}>
            {line}
            <br />
          </span>
        ))}
      </address>
    </div>
  )
}
