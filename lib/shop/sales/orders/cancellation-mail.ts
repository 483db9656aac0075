import { brandDisplayName } from '@/lib/context/brand-name'
import { formatDate, formatMoney } from '@/lib/i18n/format'
import { messagesFor } from '@/lib/i18n/messages'
import { renderMailLayout } from '@/lib/mail/layout'
import type { OutgoingMail } from '@/lib/mail/schema'
import type { CancelReason } from '@/lib/model/orders'
import { shopLocaleOf } from '@/lib/shop/sales/invoices/render-pdf'
import { fill } from './mail-copy'
import { orderUrl } from './place-order'
import type { OrderView } from './read'

/** "Your order is cancelled" (as asked, or by the shop): what happens to a payment, a voucher and the invoice. */
export function cancellationMail(
  order: OrderView,
  extra: {
    voucherCodes: string[]
    invoiceNumber: string | null
    cancellationNumber: string | null
    /** "As requested" only when the customer asked; the shop's own cancellation says so and apologises. */
    reason?: Exclude<CancelReason, 'fraud'>
  },
): OutgoingMail {
  const locale = shopLocaleOf(order.locale)
  const t = messagesFor(locale).CancellationMail
  const values = {
    number: order.number,
    brand: brandDisplayName(order.brand),
    date: formatDate(new Date(order.createdAt), locale),
    total: formatMoney(order.total, locale, order.currency),
  }
  const paragraphs = [
    fill(extra.reason === 'shop' ? t.introShop : t.intro, values),
    ...extra.voucherCodes.map((code) => fill(t.voucher, { code })),
    ...(order.paymentMethod === 'prepayment' && order.total > 0 ? [fill(t.prepayment, values)] : []),
    ...(extra.invoiceNumber
      ? [fill(t.invoice, { invoice: extra.invoiceNumber, cancellation: extra.cancellationNumber ?? '' })]
      : []),
  ]
  const body = renderMailLayout(
    order.brand,
    {
      heading: t.heading,
      paragraphs,
      action: { label: t.action, href: orderUrl({ brand: order.brand, locale }, order.number) },
      footnote: fill(t.footnote, values),
    },
    locale,
  )
  return {
    messageKey: `order-cancelled:${order.number}`,
    to: order.email,
    subject: fill(t.subject, values),
    text: body.text,
    html: body.html,
    brand: order.brand,
    locale: order.locale,
  }
}
