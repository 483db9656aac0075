import { z } from 'zod'
import type { Market } from '@/lib/shop/sales/pricing/market'
import type { ShopLocaleCode } from '@/lib/config/locales'
import { formatMoney } from '@/lib/i18n/format'
import { messagesFor } from '@/lib/i18n/messages'
import { ShopError } from '@/lib/shop/common/errors'
import { fill } from '@/lib/shop/sales/orders/mail-copy'
import { GIFT_VOUCHER_VALUES, isGiftVoucherAmount } from './terms'

/**
 * How a gift voucher reaches its recipient. Only by e-mail, as a printable PDF: a printed card would
 * need its own print product, which ADR 0110 leaves for later.
 */
export const GIFT_VOUCHER_DELIVERIES = ['email'] as const

const DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * A gift voucher line as the page sends it and the cart stores it (`options`): its value in minor
 * units of the shop's currency, and who gets the mail when. Text is plain: printed and mailed as is.
 */
export const giftVoucherOptionsSchema = z.strictObject({
  amount: z
    .number()
    .int()
    .min(100)
    .max(10_000_000)
    .describe('Value in minor units of the shop’s currency: a step or a whole amount between the bounds'),
  delivery: z.enum(GIFT_VOUCHER_DELIVERIES).default('email').describe('email: a printable PDF by e-mail'),
  sendTo: z.enum(['buyer', 'recipient']).default('buyer').describe('Whose mailbox gets the voucher'),
  recipientEmail: z.email().max(254).optional().describe('Required when sendTo is recipient'),
  recipientName: z.string().trim().min(1).max(60).optional().describe('Printed as “für …” on the voucher'),
  message: z.string().trim().min(1).max(300).optional().describe('The giver’s words on the voucher'),
  sendOn: z
    .string()
    .regex(DAY, 'a day as YYYY-MM-DD')
    .optional()
    .describe('Mail it on this day (German time, 8:00) instead of once the order is paid'),
})
export type GiftVoucherOptions = z.output<typeof giftVoucherOptionsSchema>

/** What the pricing engine takes of a gift voucher line. */
export const giftVoucherQuoteLineSchema = z.strictObject({
  amount: z.number().int().min(1).max(10_000_000),
  delivery: z.enum(GIFT_VOUCHER_DELIVERIES),
  quantity: z.number().int().min(1).max(1),
})
export type GiftVoucherQuoteLine = z.output<typeof giftVoucherQuoteLineSchema>

/** The engine's part of a stored gift voucher line (options with quantity, as the order line keeps them). */
export function giftVoucherQuoteLineOf(input: {
  amount: number
  delivery: GiftVoucherQuoteLine['delivery']
}) {
  return { amount: input.amount, delivery: input.delivery, quantity: 1 }
}

/** A gift voucher order line's options: the cart's options and its quantity (always 1). */
export const giftVoucherOrderOptionsSchema = giftVoucherOptionsSchema.extend({ quantity: z.literal(1) })

export interface GiftVoucherLineQuote {
  unitPrice: number
  total: number
  /** A multi-purpose voucher's sale carries no VAT (§ 3 Abs. 15 UStG): the redemption does. */
  vatBasisPoints: 0
}

/** The price of a gift voucher is its value; the shop's value bounds are checked per currency. */
export function priceGiftVoucherLine(line: GiftVoucherQuoteLine, market: Market): GiftVoucherLineQuote {
  if (!isGiftVoucherAmount(market.currency, line.amount)) {
    const { min, max } = GIFT_VOUCHER_VALUES[market.currency]
    throw new ShopError(`A gift voucher is worth a whole amount from ${min} to ${max} ${market.currency}`, {
      status: 422,
      field: 'amount',
    })
  }
  return { unitPrice: line.amount, total: line.amount * line.quantity, vatBasisPoints: 0 }
}

/**
 * What the page may put in the cart, with refusals in the shop's words: a whole amount within the
 * currency's bounds, a recipient's address when it goes to the recipient, a sending day from today
 * up to a year ahead.
 */
export function assertGiftVoucherSells(
  options: GiftVoucherOptions,
  market: Market,
  locale: ShopLocaleCode,
  today: Date,
): void {
  const t = messagesFor(locale).GiftVoucher
  const { min, max } = GIFT_VOUCHER_VALUES[market.currency]
  if (!isGiftVoucherAmount(market.currency, options.amount)) {
    const money = (major: number) => formatMoney(major * 100, locale, market.currency)
    throw new ShopError(fill(t.errorAmount, { min: money(min), max: money(max) }), {
      status: 422,
      field: 'options.amount',
    })
  }
  if (options.sendTo === 'recipient' && !options.recipientEmail) {
    throw new ShopError(t.errorRecipient, { status: 422, field: 'options.recipientEmail' })
  }
  if (!options.sendOn) return
  const day = new Date(`${options.sendOn}T12:00:00Z`)
  const first = new Date(`${today.toISOString().slice(0, 10)}T00:00:00Z`)
  const last = new Date(first.getTime() + 366 * 86_400_000)
  if (Number.isNaN(day.getTime()) || day < first || day > last) {
    throw new ShopError(t.errorSendOn, { status: 422, field: 'options.sendOn' })
  }
}

/** The moment a planned mail leaves: 8:00 in Germany on that day (7:00 UTC in winter, 6:00 in summer). */
export function sendOnMoment(day: string): Date {
  const noon = new Date(`${day}T12:00:00Z`)
  const berlinNoon = Number(
    new Intl.DateTimeFormat('en', { hour: 'numeric', hourCycle: 'h23', timeZone: 'Europe/Berlin' }).format(
      noon,
    ),
  )
  return new Date(noon.getTime() - (berlinNoon - 8) * 3_600_000)
}
