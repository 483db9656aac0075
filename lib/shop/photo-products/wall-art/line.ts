import { z } from 'zod'
import { CANVAS_DEPTHS_MM, FRAME_COLOURS, FRAME_TYPE_KEYS, MAT_TYPES } from '@/lib/model/wall-art-keys'
import { ShopError } from '@/lib/shop/common/errors'
import type { WallArtSpec } from '@/lib/shop/design-print/design/wall-art-spec'
import type { Market } from '@/lib/shop/sales/pricing/market'
import { quoteArticle, type ArticleOptions, type ArticleQuote } from '../photo-frame/article'
import { WALL_ART_MAX_QUANTITY } from '../photo-frame/extras'
import { WALL_ART_MATERIAL_KEYS } from '../photo-frame/materials'

/**
 * A wall-art cart or order line as the price list sees it (ADR 0058). The options are derived from
 * the design document's `wallArt` spec alone, never taken from a client: the size and frame the
 * customer pays for are the ones the print file is made from.
 */

export const wallArtQuantitySchema = z
  .number()
  .int('the quantity is a whole number')
  .min(1, 'at least 1 piece')
  .max(WALL_ART_MAX_QUANTITY, `at most ${WALL_ART_MAX_QUANTITY} pieces of one wall-art line`)

/** The engine input of a wall-art line, as stored with the order line and re-read by the order quote. */
export const wallArtLineOptionsSchema = z.strictObject({
  materialType: z.enum(WALL_ART_MATERIAL_KEYS),
  format: z.string().regex(/^[1-9][0-9]*x[1-9][0-9]*$/, 'must be width x height in mm, e.g. 300x400'),
  frameType: z.enum(FRAME_TYPE_KEYS).optional(),
  frameColour: z.enum(FRAME_COLOURS).optional(),
  matSize: z.union([z.literal(0), z.literal(30)]).optional(),
  matType: z.enum(MAT_TYPES).optional(),
  canvasDepthMm: z.union([z.literal(CANVAS_DEPTHS_MM[0]), z.literal(CANVAS_DEPTHS_MM[1])]).optional(),
  colour: z.literal('original'),
  retouch: z.literal('none'),
  border: z.literal('none'),
  quantity: wallArtQuantitySchema,
}) satisfies z.ZodType<ArticleOptions>
export type WallArtLineOptions = z.output<typeof wallArtLineOptionsSchema>

/** The price-list options of a spec; the photo options stay at their no-charge defaults. */
export function wallArtLineOptions(spec: WallArtSpec, quantity: number): WallArtLineOptions {
  const parsed = wallArtQuantitySchema.safeParse(quantity)
  if (!parsed.success) {
    throw new ShopError(`quantity: ${parsed.error.issues[0]?.message ?? 'not a quantity'}`, {
      status: 422,
      field: 'quantity',
    })
  }
  return {
    materialType: spec.material,
    format: `${spec.widthMm}x${spec.heightMm}`,
    ...(spec.frame
      ? {
          frameType: spec.frame.type,
          frameColour: spec.frame.colour,
          matSize: spec.frame.matSize,
          matType: spec.frame.matType,
        }
      : {}),
    ...(spec.canvas ? { canvasDepthMm: spec.canvas.depthMm } : {}),
    colour: 'original',
    retouch: 'none',
    border: 'none',
    quantity: parsed.data,
  }
}

export interface WallArtLineQuote {
  unitPrice: number
  total: number
  vatBasisPoints: number
  quote: ArticleQuote
}

/**
 * One wall-art line in a delivery country's market: the spec's price list of that currency (EUR for
 * DE and AT, CHF for CH), VAT at the country's rate. The spec names no surcharge for a 40 mm canvas,
 * so both depths cost the same; a size, frame or colour the material is not made in is a 422.
 */
export function priceWallArtLine(
  options: ArticleOptions,
  market: Pick<Market, 'currency' | 'vatBasisPoints'>,
) {
  const quote = quoteArticle(options, market.currency)
  return {
    unitPrice: quote.unitPrice,
    total: quote.total,
    vatBasisPoints: market.vatBasisPoints,
    quote,
  } satisfies WallArtLineQuote
}
