import { z } from 'zod'
import {
  PHOTOBOOK_BINDINGS,
  PHOTOBOOK_COVERS,
  PHOTOBOOK_FORMAT_KEYS,
  PHOTOBOOK_LAMINATIONS,
  PHOTOBOOK_PAPER_KEYS,
  PHOTOBOOK_TYPE_KEYS,
} from '@/lib/model/photobook-keys'
import { ShopError } from '@/lib/shop/common/errors'
import type { PhotobookSpec } from '@/lib/shop/design-print/design/photobook-spec'
import type { Market } from '@/lib/shop/sales/pricing/market'
import { PHOTOBOOK_MAX_AMOUNT } from './config'
import { quotePhotobook, type PhotobookOptions, type PhotobookQuote } from './pricing'

/**
 * A photo-book cart or order line as the price list sees it (ADR 0070): options derived from the
 * document's `photobook` spec alone, so the book paid for is the one whose files are printed.
 */

export const photobookQuantitySchema = z
  .number()
  .int('the quantity is a whole number')
  .min(1, 'at least 1 book')
  .max(PHOTOBOOK_MAX_AMOUNT, `at most ${PHOTOBOOK_MAX_AMOUNT} copies of one photo book`)

/** The engine input of a photo-book line, as stored with the order line and re-read by the order quote. */
export const photobookLineOptionsSchema = z.strictObject({
  designGroupSetId: z.number().int().min(1).max(999_999),
  type: z.enum(PHOTOBOOK_TYPE_KEYS),
  format: z.enum(PHOTOBOOK_FORMAT_KEYS),
  cover: z.enum(PHOTOBOOK_COVERS),
  binding: z.enum(PHOTOBOOK_BINDINGS),
  paper: z.enum(PHOTOBOOK_PAPER_KEYS),
  coverLamination: z.enum(PHOTOBOOK_LAMINATIONS),
  pageCount: z.number().int().min(16).max(200),
  amount: photobookQuantitySchema,
}) satisfies z.ZodType<PhotobookOptions>
export type PhotobookLineOptions = z.output<typeof photobookLineOptionsSchema>

export function photobookLineOptions(spec: PhotobookSpec, quantity: number): PhotobookLineOptions {
  const amount = photobookQuantitySchema.safeParse(quantity)
  if (!amount.success) {
    throw new ShopError(`quantity: ${amount.error.issues[0]?.message ?? 'not a quantity'}`, {
      status: 422,
      field: 'quantity',
    })
  }
  return {
    designGroupSetId: spec.designGroupSetId,
    type: spec.type,
    format: spec.format,
    cover: spec.cover,
    binding: spec.binding,
    paper: spec.paper,
    coverLamination: spec.coverLamination,
    pageCount: spec.pageCount,
    amount: amount.data,
  }
}

export interface PhotobookLineQuote {
  unitPrice: number
  total: number
  vatBasisPoints: number
  quote: PhotobookQuote
}

/**
 * One photo-book line in a delivery country's market. A set that is gone is a 422 here, not the price
 * endpoint's 404: the line exists, only its design can no longer be made.
 */
export function pricePhotobookLine(
  options: PhotobookLineOptions,
  market: Pick<Market, 'currency' | 'vatBasisPoints'>,
): PhotobookLineQuote {
  try {
    const quote = quotePhotobook(options, market.currency)
    return { unitPrice: quote.unitPrice, total: quote.total, vatBasisPoints: market.vatBasisPoints, quote }
  } catch (error) {
    if (error instanceof ShopError && error.options.status === 404) {
      throw new ShopError(error.message, { status: 422, field: error.options.field ?? 'designGroupSetId' })
    }
    throw error
  }
}
