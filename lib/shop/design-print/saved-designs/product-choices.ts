import {
  FORMATS as FORMAT_NAMES,
  PAPERS as PAPER_NAMES,
  REFINEMENTS as REFINEMENT_NAMES,
} from '@/lib/config/catalog'
import { ENVELOPES, PAPERS, type FormatKey } from '@/lib/config/pricing'
import { PRODUCT_TYPES, priceKeyOf, type ProductTypeKey } from '@/lib/model/product-types'
import {
  CARD_PRODUCT_TYPES,
  productRules,
  type CardProductType,
} from '@/lib/shop/sales/pricing/card-products'
import { DEFAULT_QUANTITY, QUANTITY_STEPS } from '@/lib/shop/sales/pricing/quantity'
import type { SavedDesignOptionsInput } from '@/lib/shop/design-print/saved-designs/schema'
import type { Format } from '@/lib/shop/design-print/design/format'
import { standardFormat } from '@/lib/shop/design-print/design/formats'
import { takesFormat } from '@/lib/shop/design-print/design/reformat'
import { documentFormatFor } from '@/lib/shop/catalogue/document-formats'
import { productOptions, type DesignOptionsSource } from '@/lib/shop/catalogue/product-options'
import type { SearchParams } from '@/lib/shop/catalogue/listing-params'
import { ACCESSORY_PARAMS, type AccessoryChoice } from '@/lib/shop/catalogue/option-params'
import {
  ACCESSORY_COLOURS,
  ENVELOPE_COLOURS,
  HOLDERS,
  PUNCHINGS,
  RIBBONS,
  TAGS,
  type EnvelopeSubtype,
} from '@/lib/model/accessory-keys'

/**
 * The product options the editor offers beside the canvas, derived from the pricing rules (which
 * product type takes which format, paper, refinement, envelope and accessory), so the editor can only
 * offer combinations the price list sells: the same offer as the product page (productOptions).
 * Names come from lib/config/catalog and lib/model/accessory-keys in the page's language.
 */
export interface Choice {
  key: string
  label: string
}

/** A format and the document format the design is re-laid into for it (ADR 0080). */
export interface FormatChoice extends Choice {
  document: Format | null
}

/** One accessory select: its URL parameter, its options ('none' first). */
export interface AccessoryField {
  kind: AccessoryChoice
  param: string
  options: Choice[]
}

export interface ProductChoices {
  productType: CardProductType
  productLabel: string
  /** The formats the design can take (same shape as its document); all the type's without a document. */
  formats: FormatChoice[]
  accessories: AccessoryField[]
  /** null when the type is not printed on a choice of paper. */
  papers: (Choice & { refinements: Choice[] })[] | null
  /** Envelope size classes per format; null when the type takes no envelope. */
  envelopes: Record<string, string[]> | null
  /** The colours an envelope comes in, per flap (catalogue data). */
  envelopeColours: Record<EnvelopeSubtype, Choice[]>
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

/**
 * What the tool offers for a design of `type`. With `design` (its punchings and its document's
 * format) the formats are those the document can be re-laid into and the accessories those the
 * product page offers; without it every format of the type and no accessories.
 */
export function productChoices(
  type: ProductTypeKey,
  language: Language,
  design?: {
    format: DesignOptionsSource['format']
    punchings: DesignOptionsSource['punchings']
    document?: Format
  },
): ProductChoices | null {
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
  const formats = rules.formats.map((key) => ({
    key,
    label: label(FORMAT_NAMES[key]),
    document: design?.document ? documentFor(type, key, design.document) : null,
  }))
  return {
    productType,
    productLabel: label(PRODUCT_TYPES[type]),
    formats: design?.document ? formats.filter((f) => f.document !== null) : formats,
    accessories: design ? accessoryFields({ ...design, productType: type }, language) : [],
    papers,
    envelopes,
    envelopeColours: {
      straight: ENVELOPE_COLOURS.straight.map((key) => ({ key, label: label(ACCESSORY_COLOURS[key]) })),
      pointed: ENVELOPE_COLOURS.pointed.map((key) => ({ key, label: label(ACCESSORY_COLOURS[key]) })),
    },
    quantities: QUANTITY_STEPS,
  }
}

/**
 * The document format a design laid out as `current` takes for the priced `format`: the catalogue's
 * preset for that format, fold and orientation, if it has the same shape (ADR 0080); the design's own
 * format for its own preset. Null when the design cannot be re-laid into it.
 */
function documentFor(type: ProductTypeKey, format: FormatKey, current: Format): Format | null {
  const preset = documentFormatFor(format, type, current.orientation)
  if (!preset) return null
  if (preset === current.key) return current
  const target = standardFormat(preset)
  return takesFormat(current, target) ? target : null
}

const ACCESSORY_NAMES = { punching: PUNCHINGS, ribbon: RIBBONS, holder: HOLDERS, tag: TAGS }
const SCREW = { de: 'Schraube', en: 'Screw' } as const
const NO_SCREW = { de: 'Ohne Schraube', en: 'No screw' } as const

/** The accessory selects, with the product page's offer (punchings only those the design is laid out for). */
function accessoryFields(design: DesignOptionsSource, language: Language): AccessoryField[] {
  const offer = productOptions(design, {})?.choices.accessories ?? {}
  const name = (kind: AccessoryChoice, key: string): string => {
    if (kind === 'screw') {
      if (key === 'none') return NO_SCREW[language]
      const colour = ACCESSORY_COLOURS[key as keyof typeof ACCESSORY_COLOURS]
      return `${SCREW[language]} ${colour?.[language] ?? key}`
    }
    const table: Record<string, { de: string; en: string }> = ACCESSORY_NAMES[kind]
    return table[key]?.[language] ?? key
  }
  return (Object.keys(ACCESSORY_PARAMS) as AccessoryChoice[]).flatMap((kind) => {
    const keys = offer[kind] ?? []
    return keys.length > 1
      ? [
          {
            kind,
            param: ACCESSORY_PARAMS[kind],
            options: keys.map((key) => ({ key, label: name(kind, key) })),
          },
        ]
      : []
  })
}

/**
 * The options the design tool opens with: the product page's choices from the tool's URL, read by
 * the product page's own productOptions (so both price the same line). A format the design cannot be
 * re-laid into is replaced by the design's own; everything else invalid falls back as on the page.
 */
export function openingOptions(
  design: DesignOptionsSource,
  query: SearchParams,
  choices: ProductChoices,
): SavedDesignOptionsInput {
  const wanted = productOptions(design, query)
  if (!wanted) return defaultOptions(choices, design.format)
  if (choices.formats.some((f) => f.key === wanted.line.format)) return wanted.line
  const { format: _format, ...rest } = query
  return productOptions(design, rest)?.line ?? defaultOptions(choices, design.format)
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
