import { brandDisplayName } from '@/lib/context/brand-name'
import type { LocaleCode, ShopLocaleCode } from '@/lib/config/locales'
import { isShopLocaleCode } from '@/lib/config/stored-values'
import { formatDate, formatMoney } from '@/lib/i18n/format'
import { renderMailLayout } from '@/lib/mail/layout'
import type { OutgoingMail } from '@/lib/mail/schema'
import { formatAddressLines, type FormattableAddress } from '@/lib/shop/customers/address-format'
import { languageOf } from '@/lib/shop/sales/cart/product-labels'
import { deliveryWindowText } from './delivery-window'
import { legalAttachments } from './legal-documents'
import { fill, ORDER_MAIL_COPY } from './mail-copy'
import { bankDetails } from './payment'
import type { OrderView } from './read'
import { shipmentMail } from './shipment-mail'
import { messagesFor } from '@/lib/i18n/messages'

/** The address in its country's order with the country's name in the mail's language, never "DE". */
export function addressLines(address: FormattableAddress, locale: LocaleCode): string[] {
  const shopLocale: ShopLocaleCode = isShopLocaleCode(locale) ? locale : 'de-DE'
  return formatAddressLines(address, shopLocale)
}

/** A rate in basis points as the locale writes a percentage ("4%", "6.875%"). */
function percent(basisPoints: number, locale: LocaleCode): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 }).format(
    basisPoints / 10_000,
  )
}

/**
 * The order confirmation in the order's language and brand, plain text and HTML. `giftBalance`: what
 * is left on the gift voucher the order used (ADR 0110), said right under its line.
 */
export function confirmationMail(
  order: OrderView,
  orderUrl: string,
  giftBalance: number | null = null,
): OutgoingMail {
  const locale = order.locale
  const copy = ORDER_MAIL_COPY[languageOf(locale)]
  const brand = brandDisplayName(order.brand)
  const money = (minor: number) => formatMoney(minor, locale, order.currency)
  const values = { number: order.number, brand, date: formatDate(new Date(order.createdAt), locale) }
  const lines = order.lines.map((l) => `${l.quantity} × ${l.name}: ${money(l.total)}`)
  const totals = [
    `${copy.subtotal}: ${money(order.subtotal)}`,
    ...(order.discount > 0
      ? [`${fill(copy.discount, { code: order.voucherCode ?? '' })}: −${money(order.discount)}`]
      : []),
    ...(giftBalance !== null
      ? [
          fill(messagesFor(isShopLocaleCode(locale) ? locale : 'en-US').Checkout.giftVoucherBalance, {
            code: order.voucherCode ?? '',
            amount: money(giftBalance),
          }),
        ]
      : []),
    `${fill(copy.shipping, { method: copy.methods[order.shippingMethod] })}: ${money(order.shippingPrice)}`,
    // US orders: the sales tax is its own line before the total; there is no VAT to mention.
    ...(order.salesTax
      ? [
          `${fill(copy.salesTax, { state: order.salesTax.state, rate: percent(order.salesTax.basisPoints, locale) })}: ${money(order.salesTax.amount)}`,
        ]
      : []),
    `${copy.total}: ${money(order.total)}`,
    ...order.vat.map((v) => fill(copy.vat, { rate: `${v.vatBasisPoints / 100} %`, amount: money(v.vat) })),
  ]
  const bank = bankDetails(order.brand)
  const payment =
    order.total === 0
      ? copy.nothingToPay
      : order.paymentMethod === 'invoice'
        ? copy.invoice
        : fill(copy.prepayment, { ...bank, total: money(order.total), number: order.number })
  const body = renderMailLayout(
    order.brand,
    {
      heading: copy.confirmationHeading,
      paragraphs: [
        fill(copy.intro, values),
        [copy.linesTitle, ...lines].join('\n'),
        totals.join('\n'),
        payment,
        fill(copy.delivery, { window: deliveryWindowText(order.expectedDelivery, locale) }),
        [copy.shipTo, ...addressLines(order.shippingAddress, order.locale)].join('\n'),
        copy.legal,
      ],
      action: { label: copy.action, href: orderUrl },
      footnote: fill(copy.footnote, values),
    },
    order.locale,
  )
  const confirmation = orderMail(
    order,
    `order-confirmation:${order.number}`,
    fill(copy.confirmationSubject, values),
    body,
  )
  return { ...confirmation, attachments: legalAttachments(order.brand, order.locale) }
}

/** "Your order is on its way", with carrier, tracking number and the carrier's tracking link. */
export function shippedMail(order: OrderView, orderUrl: string): OutgoingMail {
  return shipmentMail(
    order,
    {
      messageKey: `order-shipped:${order.number}`,
      kind: 'complete',
      carrier: order.carrier ?? '',
      trackingNumber: order.trackingNumber ?? '',
      lines: null,
    },
    orderUrl,
  )
}

/** An order's e-mail to its customer in the order's brand and language (every order mail's envelope). */
export function orderMail(
  order: OrderView,
  messageKey: string,
  subject: string,
  body: { text: string; html: string },
): OutgoingMail {
  return {
    messageKey,
    to: order.email,
    subject,
    text: body.text,
    html: body.html,
    brand: order.brand,
    locale: order.locale,
  }
}
