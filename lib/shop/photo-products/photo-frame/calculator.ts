import { z } from 'zod'
import { CANVAS_EDGES } from '@/lib/model/wall-art-keys'
import { ShopError } from '@/lib/shop/common/errors'
import {
  wallArtLayout,
  wallArtSpecSchema,
  type WallArtSpec,
} from '@/lib/shop/design-print/design/wall-art-spec'
import type { ShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'
import { quoteArticle, type ArticleOptions, type ArticleQuote } from './article'
import { articleQuerySchema } from './schema'

/**
 * /web-api/calculator/reference (spec 7): for a size, material and frame, the area the photo is
 * printed on and how many pixels it needs for a good (150 dpi) and a just acceptable (75 dpi) print,
 * with the article's price. The same thresholds warn in the configurator (issue 26 point 4).
 */

export const REFERENCE_DPI = { good: 150, least: 75 } as const

export const calculatorQuerySchema = articleQuerySchema.extend({
  canvasEdge: z
    .enum(CANVAS_EDGES)
    .default('mirror')
    .describe('Canvas (leinwand) only: mirror, stretch or color; a stretched edge needs more photo'),
  canvasDepthMm: z
    .enum(['20', '40'])
    .transform((v) => (v === '40' ? 40 : 20) as 20 | 40)
    .default(20)
    .describe('Canvas (leinwand) only: stretcher bar depth in mm, 20 or 40'),
})
export type CalculatorQuery = z.output<typeof calculatorQuerySchema>

type Pixels = { w: number; h: number }
export type CalculatorReference = {
  widthMm: number
  heightMm: number
  /** The photo's printed area incl. bleed or canvas wrap, in mm (the layout's photo box). */
  printWidthMm: number
  printHeightMm: number
  /** What is seen on the wall: the mat window, the area inside the rebate, or the front (mm). */
  visibleWidthMm: number
  visibleHeightMm: number
  pixelsFor150dpi: Pixels
  pixelsFor75dpi: Pixels
  quote: ArticleQuote
}

const pixels = (mm: number, dpi: number) => Math.ceil((mm / 25.4) * dpi)

export function calculatorReference(query: CalculatorQuery, currency: ShopCurrency): CalculatorReference {
  const { canvasEdge, canvasDepthMm, ...article } = query
  const options: ArticleOptions & { canvasDepthMm?: 20 | 40 } =
    article.materialType === 'leinwand' ? { ...article, canvasDepthMm } : article
  // The quote checks the size against the material and fills in the frame's defaults.
  const quote = quoteArticle(options, currency)
  const frame = quote.frame && {
    type: quote.frame.frameType,
    colour: quote.frame.frameColour,
    matSize: quote.frame.matSize,
    matType: quote.frame.matType,
  }
  // Only a stretched edge moves the photo (round the bar); a colour edge's colour does not matter here.
  const canvas =
    query.materialType === 'leinwand'
      ? {
          edge: canvasEdge === 'stretch' ? ('stretch' as const) : ('mirror' as const),
          depthMm: canvasDepthMm,
        }
      : null
  const parsed = wallArtSpecSchema.safeParse({
    material: query.materialType,
    widthMm: quote.widthMm,
    heightMm: quote.heightMm,
    frame,
    canvas,
  } satisfies WallArtSpec)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new ShopError(`format: ${issue?.message ?? 'this size cannot be made'}`, {
      status: 422,
      field: 'format',
    })
  }
  const { photoBox, visibleBox } = wallArtLayout(parsed.data)
  const at = (dpi: number): Pixels => ({ w: pixels(photoBox.width, dpi), h: pixels(photoBox.height, dpi) })
  return {
    widthMm: quote.widthMm,
    heightMm: quote.heightMm,
    printWidthMm: photoBox.width,
    printHeightMm: photoBox.height,
    visibleWidthMm: visibleBox.width,
    visibleHeightMm: visibleBox.height,
    pixelsFor150dpi: at(REFERENCE_DPI.good),
    pixelsFor75dpi: at(REFERENCE_DPI.least),
    quote,
  }
}
