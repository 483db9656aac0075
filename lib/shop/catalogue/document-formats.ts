import type { FormatKey } from '@/lib/config/catalog'
import type { StandardFormatKey } from '../design-print/design/formats'
import type { AspectRatioKey } from '@/lib/model/design-keys'
import type { ProductTypeKey } from '@/lib/model/product-types'

/**
 * The catalogue and the design document name formats differently: the catalogue sells a sheet size
 * (`a6`, `din-lang`: lib/config/catalog.ts, short side first, no orientation, no fold), the document
 * needs the flat trim, the fold and the page orientation (`a6-folded-portrait`: lib/shop/design-print/design/
 * formats.ts). This is the one place that joins them. Rule: the document's finished page is exactly
 * the catalogue format (in the design's orientation); a folded card's flat sheet is twice that.
 */

/** How a product type is folded; types not listed are flat sheets. */
export const FOLDINGS = ['flat', 'folded', 'tent'] as const
export type Folding = (typeof FOLDINGS)[number]

const PRODUCT_FOLDING: Partial<Record<ProductTypeKey, Folding>> = {
  'folded-card': 'folded',
  'table-card': 'tent',
  'table-folded-card': 'tent',
  'windlight-card': 'flat',
}

export function foldingOf(productType: ProductTypeKey): Folding {
  return PRODUCT_FOLDING[productType] ?? 'flat'
}

type ByAspect = Partial<Record<AspectRatioKey, StandardFormatKey>>

export const DOCUMENT_FORMATS: Partial<Record<FormatKey, Partial<Record<Folding, ByAspect>>>> = {
  a7: {
    flat: { landscape: 'a7-postcard' },
    tent: { landscape: 'place-card-a7' },
  },
  a6: {
    flat: { landscape: 'a6-postcard', portrait: 'a6-postcard-portrait' },
    folded: { landscape: 'a6-folded', portrait: 'a6-folded-portrait' },
  },
  a5: {
    flat: { landscape: 'a5', portrait: 'a5-portrait' },
    folded: { landscape: 'a5-folded', portrait: 'a5-folded-portrait' },
  },
  'din-lang': {
    flat: { landscape: 'din-long', portrait: 'menu-card-din-long' },
    folded: { portrait: 'din-long-folded' },
    tent: { landscape: 'table-card' },
  },
  quadrat: {
    flat: { square: 'square-145' },
    folded: { square: 'square-145-folded' },
  },
  a2: { flat: { portrait: 'poster-a2' } },
  'rund-40': { flat: { square: 'sticker-round-40' } },
  'rechteck-60x40': { flat: { portrait: 'sticker-rect-60x40' } },
}

/**
 * The document preset for a catalogue format sold as `productType` in `aspect`, or undefined when
 * the shop does not make that combination (a tent-folded A5, a landscape round sticker).
 */
export function documentFormatFor(
  format: FormatKey,
  productType: ProductTypeKey,
  aspect: AspectRatioKey,
): StandardFormatKey | undefined {
  return DOCUMENT_FORMATS[format]?.[foldingOf(productType)]?.[aspect]
}

/** Like documentFormatFor, for the generator: a missing combination is a bug in its recipe. */
export function requireDocumentFormat(
  format: FormatKey,
  productType: ProductTypeKey,
  aspect: AspectRatioKey,
): StandardFormatKey {
  const preset = documentFormatFor(format, productType, aspect)
  if (!preset) {
    throw new RangeError(`No document format for ${productType} in ${format} (${aspect})`)
  }
  return preset
}
