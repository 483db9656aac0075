import {
  FORMATS as FORMAT_NAMES,
  PAPERS as PAPER_NAMES,
  REFINEMENTS as REFINEMENT_NAMES,
} from '@/lib/config/catalog'
import { ENVELOPES, PAPERS } from '@/lib/config/pricing'
import { PRODUCT_TYPES, priceKeyOf, type ProductTypeKey } from '@/lib/model/product-types'
import {
  CARD_PRODUCT_TYPES,
  productRules,
  type CardProductType,
} from '@/lib/shop/sales/pricing/card-products'
import { DEFAULT_QUANTITY, QUANTITY_STEPS } from '@/lib/shop/sales/pricing/quantity'
import type { SavedDesignOptionsInput } from '@/lib/shop/design-print/saved-designs/schema'

/**
 * The product options the editor offers beside the canvas, derived from the pricing rules (which
 * product type takes which format, paper, refinement and envelope), so the editor can only offer
 * combinations the price list sells. Names come from lib/config/catalog in the page's language.
 */
export interface Choice {
  key: string
  label: string
}

export interface ProductChoices {
  productType: CardProductType
  productLabel: string
  formats: Choice[]
  /** null when the type is not printed on a choice of paper. */
  papers: (Choice & { refinements: Choice[] })[] | null
  /** Envelope size classes per format; null when the type takes no envelope. */
  envelopes: Record<string, string[]> | null
  quantities: readonly number[]
}

type Language = 'de' | 'en'

function isCardProductType(key: string): key is CardProductType {
  return (CARD_PRODUCT_TYPES as readonly string[]).includes(key)
}

/** The pricing product type of a catalogue design's type, or null if the editor cannot sell it. */
export function pricedProductType(type: ProductTypeKey): CardProductType | null {
  const key = priceKeyOf(type)
  return isCardProductType(key) ? key : null
}

export function productChoices(type: ProductTypeKey, language: Language): ProductChoices | null {
  const productType = pricedProductType(type)
  if (!productType) return null
  const rules = productRules(productType)
  const label = (names: { de: string; en: string }) => names[language]
  const papers = rules.options.includes('paper')
    ? (rules.papers ?? (Object.keys(PAPERS) as (keyof typeof PAPERS)[])).map((key) => ({
        key,
        label: label(PAPER_NAMES[key]),
        refinements: rules.options.includes('refinement')
          ? ['none' as const, ...PAPER_NAMES[key].refinements].map((r) => ({
              key: r,
              label: label(REFINEMENT_NAMES[r]),
            }))
          : [],
      }))
    : null
  const envelopes = rules.options.includes('envelope')
    ? Object.fromEntries(
        rules.formats.map((format) => [
          format,
          Object.entries(ENVELOPES)
            .filter(([, e]) => (e.fits as readonly string[]).includes(format))
            .map(([key]) => key),
        ]),
      )
    : null
  return {
    productType,
    productLabel: label(PRODUCT_TYPES[type]),
    formats: rules.formats.map((key) => ({ key, label: label(FORMAT_NAMES[key]) })),
    papers,
    envelopes,
    quantities: QUANTITY_STEPS,
  }
}

/** Starting options for a design: its own format if the type is made in it, the first paper, 50 pieces. */
export function defaultOptions(
  choices: ProductChoices,
  designFormat: string | null,
): SavedDesignOptionsInput {
  const format = choices.formats.find((f) => f.key === designFormat)?.key ?? choices.formats[0]?.key ?? ''
  const envelopeOnly = choices.productType === 'envelope'
  const sizeClass = choices.envelopes?.[format]?.[0]
  return {
    productType: choices.productType,
    format: format as SavedDesignOptionsInput['format'],
    ...(choices.papers ? { paper: choices.papers[0]?.key as SavedDesignOptionsInput['paper'] } : {}),
    quantity: DEFAULT_QUANTITY,
    envelope: envelopeOnly && sizeClass ? { flap: 'straight', sizeClass: sizeClass as 'standard' } : null,
  }
}
