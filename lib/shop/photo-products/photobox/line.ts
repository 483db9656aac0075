import { z } from 'zod'
import {
  PHOTOBOX_DESIGN_KEYS,
  PHOTOBOX_FORMAT_KEYS,
  PHOTOBOX_MATERIAL_KEYS,
  PHOTOBOX_TYPE_KEYS,
} from '@/lib/model/photobox-keys'
import { ShopError } from '@/lib/shop/common/errors'
import type { PhotoboxSpec } from '@/lib/shop/design-print/design/photobox-spec'
import type { Market } from '@/lib/shop/sales/pricing/market'
import { multiplyMinor } from '@/lib/shop/sales/pricing/money'
import { quotePhotobox, type PhotoboxQuote } from './pricing'

/**
 * A photo-box cart or order line as the price list sees it (ADR 0075), like calendars (ADR 0070): the
 * options come from the design document's `photobox` spec alone, never from the client, so the box
 * paid for is the one printed. Two counts: `prints` is the pictures in one box (the spec's quantity,
 * priced by quotePhotobox), `quantity` the boxes of the line (the same box again, as a gift).
 */

/** Boxes of one line: a family's worth of the same box, not a reseller's stock. */
export const PHOTOBOX_MAX_AMOUNT = 20

export const photoboxAmountSchema = z
  .number()
  .int('the quantity is a whole number')
  .min(1, 'at least 1 photo box')
  .max(PHOTOBOX_MAX_AMOUNT, `at most ${PHOTOBOX_MAX_AMOUNT} photo boxes of one line`)

/** The engine input of a photo-box line, as stored with the order line and re-read by the order quote. */
export const photoboxLineOptionsSchema = z.strictObject({
  designType: z.enum(PHOTOBOX_DESIGN_KEYS),
  photoboxType: z.enum(PHOTOBOX_TYPE_KEYS),
  photoboxFormat: z.enum(PHOTOBOX_FORMAT_KEYS),
  photoboxMaterial: z.enum(PHOTOBOX_MATERIAL_KEYS),
  prints: z.number().int().min(1).max(100).describe('Pictures in one box'),
  quantity: photoboxAmountSchema,
})
export type PhotoboxLineOptions = z.output<typeof photoboxLineOptionsSchema>

export function photoboxLineOptions(spec: PhotoboxSpec, quantity: number): PhotoboxLineOptions {
  const amount = photoboxAmountSchema.safeParse(quantity)
  if (!amount.success) {
    throw new ShopError(`quantity: ${amount.error.issues[0]?.message ?? 'not a quantity'}`, {
      status: 422,
      field: 'quantity',
    })
  }
  return {
    designType: spec.designType,
    photoboxType: spec.type,
    photoboxFormat: spec.format,
    photoboxMaterial: spec.material,
    prints: spec.quantity,
    quantity: amount.data,
  }
}

export interface PhotoboxLineQuote {
  /** One box with its prints. */
  unitPrice: number
  total: number
  vatBasisPoints: number
  quote: PhotoboxQuote
}

/**
 * One photo-box line in a delivery country's market: the box price list of its currency, VAT at the
 * country's rate. A box holding a number of prints it is not sold with is a 422 naming the spec's
 * `quantity` (quotePhotobox).
 */
export function pricePhotoboxLine(
  options: PhotoboxLineOptions,
  market: Pick<Market, 'currency' | 'vatBasisPoints'>,
): PhotoboxLineQuote {
  const quote = quotePhotobox(
    {
      photoboxType: options.photoboxType,
      photoboxFormat: options.photoboxFormat,
      photoboxMaterial: options.photoboxMaterial,
      quantity: options.prints,
    },
    market.currency,
  )
  return {
    unitPrice: quote.total,
    total: multiplyMinor(quote.total, options.quantity),
    vatBasisPoints: market.vatBasisPoints,
    quote,
  }
}
