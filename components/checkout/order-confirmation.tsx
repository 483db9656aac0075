import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { SHOP_ROUTES } from '@/lib/config/routes'
import { PAYMENT_TERM_DAYS } from '@/lib/config/shipping'
import type { ShopContext } from '@/lib/context/shop-context'
import { formatMoney } from '@/lib/i18n/format'
import { shopHref } from '@/lib/seo/urls'
import { formatAddressLines } from '@/lib/shop/customers/address-format'
import { deliveryWindowText } from '@/lib/shop/sales/orders/delivery-window'
import { bankDetails } from '@/lib/shop/sales/orders/payment'
import type { OrderView } from '@/lib/shop/sales/orders/read'
import { formatTaxRate } from '@/components/cart/cart-summary'
import { PageHeadline } from '@/components/ui/page-headline'
import styles from './checkout.module.css'

/**
 * Order number, what was ordered, how to pay and when it arrives. The delivery address in its
 * country's order with the country's name; a US order's sales tax is a row above the total, a
 * European order's VAT is shown as contained in it.
 */
export async function OrderConfirmation({ order, ctx }: { order: OrderView; ctx: ShopContext }) {
  const t = await getTranslations('Confirmation')
  const tc = await getTranslations('Cart')
  const tk = await getTranslations('Checkout')
  const to = await getTranslations('AccountOrders')
  const money = (minor: number) => formatMoney(minor, ctx.locale, order.currency)
  const bank = bankDetails(order.brand)
  const rows: { label: string; value: string; testId?: string }[] = [
    { label: tc('subtotal'), value: money(order.subtotal) },
    ...(order.discount > 0
      ? [{ label: `${tk('discount')} ${order.voucherCode ?? ''}`, value: `−${money(order.discount)}` }]
      : []),
    {
      label: `${tk('shipping')} (${tk(`methods.${order.shippingMethod}`)})`,
      value: money(order.shippingPrice),
    },
    ...(order.salesTax
      ? [
          {
            label: tc('salesTaxRate', {
              state: order.salesTax.state,
              rate: formatTaxRate(order.salesTax.basisPoints, ctx.locale),
            }),
            value: money(order.salesTax.amount),
            testId: 'sales-tax-row',
          },
        ]
      : []),
  ]
  return (
    <div className="container">
      <PageHeadline headline={t('headline')} as="h1" />
      <div className={styles.layout}>
        <div className={styles.steps}>
          <p className={styles.stepTitle} data-testid="order-number">
            {t('number', { number: order.number })}
          </p>
          <p>{t('mailSent', { email: order.email })}</p>
          <p>{t('delivery', { window: deliveryWindowText(order.expectedDelivery, ctx.locale) })}</p>
          {order.total === 0 ? (
            <p data-testid="nothing-to-pay">{t('nothingToPay')}</p>
          ) : order.paymentMethod === 'prepayment' ? (
            <section className={styles.step} aria-labelledby="prepayment">
              <h2 id="prepayment" className={styles.subhead}>
                {t('prepaymentTitle', { total: money(order.total) })}
              </h2>
              <dl>
                <dt>{t('holder')}</dt>
                <dd>{bank.holder}</dd>
                <dt>{t('iban')}</dt>
                <dd>{bank.iban}</dd>
                <dt>{t('bic')}</dt>
                <dd>{bank.bic}</dd>
                <dt>{t('reference')}</dt>
                <dd>{order.number}</dd>
              </dl>
              <p>{t('prepaymentNote')}</p>
            </section>
          ) : (
            <p>{t('invoiceNote', { days: PAYMENT_TERM_DAYS })}</p>
          )}
          <p>
            <a href={`/web-api/orders/${order.number}/invoice`} download data-testid="invoice-download">
              {to('invoiceDownload')}
            </a>
          </p>
          <section aria-labelledby="ship-to">
            <h2 id="ship-to" className={styles.subhead}>
              {t('shipTo')}
            </h2>
            <address>
              {formatAddressLines(order.shippingAddress, ctx.locale).map((line) => (
                <span key={line}>
                  {line}
                  <br />
                </span>
              ))}
            </address>
          </section>
          <Link className="button button--ghost" href={shopHref(ctx, SHOP_ROUTES.products)}>
            {t('continue')}
          </Link>
        </div>
        <section className={styles.summary} aria-labelledby="order-lines">
          <h2 id="order-lines">{tk('summary')}</h2>
          <ul className={styles.summaryLines}>
            {order.lines.map((line, index) => (
              <li key={index}>
                <span>
                  {line.quantity} × {line.name}
                </span>
                <span>{line.kind === 'sample' ? '' : money(line.total)}</span>
              </li>
            ))}
          </ul>
          <dl>
            {rows.map(({ label, value, testId }) => (
              <div key={label} className={styles.row} data-testid={testId}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
            <div className={styles.row}>
              <dt>
                <strong>{tc('total')}</strong>
              </dt>
              <dd>
                <strong>{money(order.total)}</strong>
              </dd>
            </div>
            {order.vat
              .filter((v) => v.vat > 0)
              .map((v) => (
                <div key={v.vatBasisPoints} className={styles.row}>
                  <dt>{tc('vatIncluded', { rate: `${v.vatBasisPoints / 100} %` })}</dt>
                  <dd>{money(v.vat)}</dd>
                </div>
              ))}
          </dl>
        </section>
      </div>
    </div>
  )
}
