import type { ShopLocaleCode } from '@/lib/config/locales'
import type { BasketCurrency } from '@/lib/config/shipping'
import type { CartItemRow } from '@/lib/db/schema'
import { formatDate, formatMoney } from '@/lib/i18n/format'
import { messagesFor } from '@/lib/i18n/messages'
import { ShopError } from '@/lib/shop/common/errors'
import type { PricedCartLine } from '@/lib/shop/sales/cart/price'
import type { Market } from '@/lib/shop/sales/pricing/market'
import { fill } from '@/lib/shop/sales/orders/mail-copy'
import {
  giftVoucherOptionsSchema,
  giftVoucherQuoteLineOf,
  priceGiftVoucherLine,
  type GiftVoucherOptions,
} from './line'

/**
 * A gift voucher in words, as cart, order, invoice and e-mail name it: "Geschenkgutschein 50 € ·
 * per E-Mail an ilse@example.com am 24.12.2026 · für Ilse".
 */
export function giftVoucherLabel(
  options: GiftVoucherOptions,
  locale: ShopLocaleCode,
  currency: BasketCurrency,
): string {
  const t = messagesFor(locale).GiftVoucher
  const parts = [fill(t.lineName, { amount: formatMoney(options.amount, locale, currency) })]
  const to = options.sendTo === 'recipient' && options.recipientEmail ? options.recipientEmail : null
  const when = options.sendOn ? formatDate(new Date(`${options.sendOn}T12:00:00Z`), locale, 'short') : null
  parts.push(
    to
      ? when
        ? fill(t.lineToOn, { email: to, date: when })
        : fill(t.lineTo, { email: to })
      : when
        ? fill(t.lineToBuyerOn, { date: when })
        : t.lineToBuyer,
  )
  if (options.recipientName) parts.push(fill(t.forRecipient, { name: options.recipientName }))
  return parts.join(' · ')
}

/** The priced cart line of a gift voucher: its value is its price; unreadable options block checkout. */
export function giftVoucherLine(
  row: CartItemRow,
  base: PricedCartLine,
  market: Market,
  locale: ShopLocaleCode,
): PricedCartLine {
  const parsed = giftVoucherOptionsSchema.safeParse(row.options)
  if (!parsed.success) {
    return { ...base, error: { field: 'options', message: 'This gift voucher can no longer be read' } }
  }
  const options = parsed.data
  const label = giftVoucherLabel(options, locale, market.currency)
  // The order line keeps all of it (who gets the mail, when, the words); the engine reads the value.
  const engineInput = { ...options, quantity: 1 }
  try {
    const quote = priceGiftVoucherLine(giftVoucherQuoteLineOf(engineInput), market)
    return {
      ...base,
      accessoryName: label,
      unitPrice: quote.unitPrice,
      total: quote.total,
      quote,
      engineInput,
    }
  } catch (error) {
    if (!(error instanceof ShopError)) throw error
    return { ...base, accessoryName: label, error: { field: 'options.amount', message: error.message } }
  }
}
