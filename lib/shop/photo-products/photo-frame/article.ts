import {
  graduatedLines,
  graduatedTotal,
  PHOTO_PRODUCT_BANDS,
  type GraduatedLine,
} from '@/lib/shop/sales/pricing/graduated'
import { sumMinor } from '@/lib/shop/sales/pricing/money'
import type { ShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'
import { PHOTO_OPTION_GROUPS } from './extras'
import type { FrameColour, FrameType } from './frames'
import {
  assertFits,
  framePrices,
  materialPrice,
  readFormat,
  resolveFrame,
  type ResolvedFrame,
} from './pricing'
import type { WallArtMaterial } from './materials'

export interface ArticleOptions {
  materialType: WallArtMaterial
  format: string
  frameType?: FrameType
  frameColour?: FrameColour
  matSize?: 0 | 30
  matType?: 'none' | 'white'
  /**
   * Stretcher bar of a canvas. It changes the print file (the wrap), not the price: the spec names no
   * surcharge for 40 mm, so none is charged (ADR 0058).
   */
  canvasDepthMm?: 20 | 40
  colour: keyof typeof PHOTO_OPTION_GROUPS.colour.options
  retouch: keyof typeof PHOTO_OPTION_GROUPS.retouch.options
  border: keyof typeof PHOTO_OPTION_GROUPS.border.options
  quantity: number
}

export interface ArticleQuote {
  materialType: WallArtMaterial
  format: string
  widthMm: number
  heightMm: number
  frame: ResolvedFrame | null
  currency: ShopCurrency
  components: { kind: string; key: string; unitPrice: number }[]
  unitPrice: number
  quantity: number
  lines: GraduatedLine[]
  total: number
}

/** One wall-art article: print + frame + mat + image options, graduated over the quantity. */
export function quoteArticle(options: ArticleOptions, currency: ShopCurrency): ArticleQuote {
  const dims = readFormat(options.format)
  assertFits(options.materialType, dims)
  const frame = options.frameType
    ? resolveFrame({ ...options, frameType: options.frameType }, options.materialType)
    : null
  const components: ArticleQuote['components'] = [
    {
      kind: 'material',
      key: options.materialType,
      unitPrice: materialPrice(options.materialType, dims, currency),
    },
  ]
  if (frame) {
    const prices = framePrices(frame, dims, currency)
    components.push({
      kind: 'frame',
      key: `${frame.frameType}.${frame.frameColour}`,
      unitPrice: prices.frame,
    })
    if (frame.matSize > 0)
      components.push({ kind: 'mat', key: `${frame.matType}.${frame.matSize}`, unitPrice: prices.mat })
  }
  for (const group of ['colour', 'retouch', 'border'] as const) {
    const key = options[group]
    const table: Readonly<Record<string, Readonly<Record<ShopCurrency, number>>>> =
      PHOTO_OPTION_GROUPS[group].options
    const price = table[key]?.[currency] ?? 0
    if (price > 0) components.push({ kind: group, key, unitPrice: price })
  }
  const unitPrice = sumMinor(components.map((c) => c.unitPrice))
  const lines = graduatedLines(unitPrice, options.quantity, PHOTO_PRODUCT_BANDS)
  return {
    materialType: options.materialType,
    format: options.format,
    ...dims,
    frame,
    currency,
    components,
    unitPrice,
    quantity: options.quantity,
    lines,
    total: graduatedTotal(lines),
  }
}

export interface FormatPriceQuery {
  materialType: WallArtMaterial
  frameType?: FrameType
  frameColour?: FrameColour
  matSize?: 0 | 30
  matType?: 'none' | 'white'
}

/**
 * The price of one piece in each format; a format the material is not made in is listed as not
 * available rather than failing the whole list, so a size picker can grey it out.
 */
export function formatPrices(formats: readonly string[], query: FormatPriceQuery, currency: ShopCurrency) {
  const frame = query.frameType
    ? resolveFrame({ ...query, frameType: query.frameType }, query.materialType)
    : null
  return formats.map((format, index) => {
    const dims = readFormat(format, `formats.${index}`)
    try {
      assertFits(query.materialType, dims)
    } catch {
      return { format, ...dims, available: false, price: null }
    }
    const print = materialPrice(query.materialType, dims, currency)
    const price = frame ? sumMinor([print, framePrices(frame, dims, currency).total]) : print
    return { format, ...dims, available: true, price }
  })
}
