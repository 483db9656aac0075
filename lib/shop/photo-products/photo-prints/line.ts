import { z } from 'zod'
import { ShopError } from '@/lib/shop/common/errors'
import { photoPrintsSpecSchema, type PhotoPrintsSpec } from '@/lib/shop/design-print/design/photo-prints-spec'
import { multiplyMinor } from '@/lib/shop/sales/pricing/money'
import type { Market } from '@/lib/shop/sales/pricing/market'
import { PHOTO_PRINTS_MAX_AMOUNT } from './config'
import { quotePhotoPrints, type PhotoPrintsQuote } from './pricing'

/**
 * A photo-print cart or order line as the price list sees it (ADR 0076), like calendars and photo
 * books (ADR 0070): the options are the document's `photoPrints` spec alone, never sent by a client,
 * so the prints paid for are the ones printed. The line's quantity is sets: the whole order of prints
 * again (for the grandparents), priced as one set times the number of sets.
 */

export { PHOTO_PRINTS_MAX_AMOUNT }

export const photoPrintsQuantitySchema = z
  .number()
  .int('the quantity is a whole number')
  .min(1, 'at least 1 set of prints')
  .max(PHOTO_PRINTS_MAX_AMOUNT, `at most ${PHOTO_PRINTS_MAX_AMOUNT} sets of one photo-print order`)

/** The engine input of a photo-print line, as stored with the order line and re-read by the order quote. */
export const photoPrintsLineOptionsSchema = z.strictObject({
  items: photoPrintsSpecSchema.shape.items,
  amount: photoPrintsQuantitySchema,
})
export type PhotoPrintsLineOptions = z.output<typeof photoPrintsLineOptionsSchema>

export function photoPrintsLineOptions(spec: PhotoPrintsSpec, quantity: number): PhotoPrintsLineOptions {
  const amount = photoPrintsQuantitySchema.safeParse(quantity)
  if (!amount.success) {
    throw new ShopError(`quantity: ${amount.error.issues[0]?.message ?? 'not a quantity'}`, {
      status: 422,
      field: 'quantity',
    })
  }
  return { items: spec.items.map((item) => ({ ...item })), amount: amount.data }
}

export interface PhotoPrintsLineQuote {
  /** One set: every print of the line, copies counted. */
  unitPrice: number
  total: number
  vatBasisPoints: number
  quote: PhotoPrintsQuote
}

/** One photo-print line in a delivery country's market: its currency's price list, VAT at its rate. */
export function pricePhotoPrintsLine(
  options: PhotoPrintsLineOptions,
  market: Pick<Market, 'currency' | 'vatBasisPoints'>,
): PhotoPrintsLineQuote {
  const quote = quotePhotoPrints({ items: options.items }, market.currency)
  return {
    unitPrice: quote.total,
    total: multiplyMinor(quote.total, options.amount),
    vatBasisPoints: market.vatBasisPoints,
    quote,
  }
}
