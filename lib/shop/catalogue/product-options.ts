import { ACCESSORIES, ENVELOPES, PAPERS, type EnvelopeSizeClass, type FormatKey } from '@/lib/config/pricing'
import { refinementsFor, type PaperKey, type RefinementKey } from '@/lib/config/catalog'
import { CARD_PRODUCT_TYPES, productRules, type CardProductType } from '../sales/pricing/card-products'
import { DEFAULT_QUANTITY, QUANTITY_STEPS } from '../sales/pricing/quantity'
import { ENVELOPE_FLAPS, type CardLineOptions } from '../sales/pricing/schema'
import type { DesignSummary } from './design-summary'
import { priceKeyOf } from '@/lib/model/product-types'
import { DEFAULT_ENVELOPE_COLOUR, ENVELOPE_COLOURS, type EnvelopeColour } from '@/lib/model/accessory-keys'
import { standardFormat } from '../design-print/design/formats'
import { takesFormat } from '../design-print/design/reformat'
import { documentFormatFor } from './document-formats'
import type { SearchParams } from './listing-params'
import { ACCESSORY_PARAMS, optionParams, type AccessoryChoice } from './option-params'

/**
 * The product page's options for a design: which choices its product type offers (product rules of
 * lib/shop/sales/pricing) and which are selected, read from the page URL. Parameter names are the spec's
 * card fields (paper, refinementType, punching, ribbon, screw, standard = holder, tag, quantity)
 * plus format, envelope ("<size class>-<flap>" or "none") and envelopeColour. Anything invalid falls back to the
 * default, so an old or edited link still shows a price; the server prices what this returns.
 */

export { ACCESSORY_PARAMS, optionParams } from './option-params'
export type EnvelopeChoice = `${EnvelopeSizeClass}-${(typeof ENVELOPE_FLAPS)[number]}`

export interface ProductOptionChoices {
  productType: CardProductType
  formats: FormatKey[]
  papers: PaperKey[]
  /** Refinements the selected paper takes ('none' first); empty when the type has no refinement. */
  refinements: RefinementKey[]
  envelopes: EnvelopeChoice[]
  /** Colours of the chosen envelope's flap; empty without an envelope. */
  envelopeColours: EnvelopeColour[]
  accessories: Partial<Record<AccessoryChoice, string[]>>
  quantities: readonly number[]
}

export interface ProductOptions {
  choices: ProductOptionChoices
  /** The selected line, ready for quoteCardLine with the visitor's country (which parses it again). */
  line: CardLineOptions
  /** The URL parameter of each selection, for the form's field values. */
  params: Record<string, string>
}

/** The pricing product type of a design, or null when the card price list does not sell it. */
export function priceableType(design: Pick<DesignSummary, 'productType'>): CardProductType | null {
  const key = priceKeyOf(design.productType)
  return (CARD_PRODUCT_TYPES as readonly string[]).includes(key) ? (key as CardProductType) : null
}

function pick<T extends string | number>(allowed: readonly T[], raw: unknown, fallback: T): T {
  const value = Array.isArray(raw) ? raw[0] : raw
  return allowed.find((option) => String(option) === value) ?? fallback
}

export type DesignOptionsSource = Pick<DesignSummary, 'productType' | 'format' | 'punchings'> &
  Partial<Pick<DesignSummary, 'aspectRatio'>>

/**
 * Whether a design is sold in `format` (ADR 0080): its layout is re-laid proportionally, so only into
 * a format of the same shape (fold, orientation, side ratio) as its own catalogue preset. Without an
 * aspect ratio or a preset of its own, every format of the type, as the price list says.
 */
function designTakes(design: DesignOptionsSource, format: FormatKey): boolean {
  if (!design.aspectRatio || !design.format) return true
  const own = documentFormatFor(design.format as FormatKey, design.productType, design.aspectRatio)
  if (!own) return true
  const target = documentFormatFor(format, design.productType, design.aspectRatio)
  return target === own || (target !== undefined && takesFormat(standardFormat(own), standardFormat(target)))
}

export function productOptions(design: DesignOptionsSource, search: SearchParams): ProductOptions | null {
  const productType = priceableType(design)
  if (!productType) return null
  const rules = productRules(productType)
  const offers = (option: string) => (rules.options as readonly string[]).includes(option)

  const taken = rules.formats.filter((format) => designTakes(design, format))
  const formats = taken.length > 0 ? taken : [...rules.formats]
  const format = pick(formats, search.format, formats.find((f) => f === design.format) ?? formats[0]!)
  const papers = offers('paper') ? [...(rules.papers ?? (Object.keys(PAPERS) as PaperKey[]))] : []
  const paper = papers.length > 0 ? pick(papers, search.paper, papers[0]!) : undefined
  const refinements = offers('refinement') && paper ? refinementsFor(paper) : []
  const refinement = pick<RefinementKey>(refinements, search.refinementType, 'none')

  const envelopes = offers('envelope')
    ? (Object.keys(ENVELOPES) as EnvelopeSizeClass[])
        .filter((size) => (ENVELOPES[size].fits as readonly string[]).includes(format))
        .flatMap((size) => ENVELOPE_FLAPS.map((flap): EnvelopeChoice => `${size}-${flap}`))
    : []
  const envelopeParam = pick<EnvelopeChoice | 'none'>(envelopes, search.envelope, 'none')
  const flap = envelopeParam.slice(envelopeParam.lastIndexOf('-') + 1) as (typeof ENVELOPE_FLAPS)[number]
  // The colours the chosen flap comes in (catalogue data); none without an envelope.
  const envelopeColours: EnvelopeColour[] = envelopeParam === 'none' ? [] : [...ENVELOPE_COLOURS[flap]]
  const envelopeColour = pick<EnvelopeColour>(envelopeColours, search.envelopeColour, DEFAULT_ENVELOPE_COLOUR)

  const accessories: ProductOptionChoices['accessories'] = {}
  const chosen: Record<AccessoryChoice, string> = {
    punching: 'none',
    ribbon: 'none',
    screw: 'none',
    holder: 'none',
    tag: 'none',
  }
  for (const kind of Object.keys(ACCESSORY_PARAMS) as AccessoryChoice[]) {
    if (!offers(kind)) continue
    const all = Object.keys(ACCESSORIES[kind])
    // Punchings are part of the layout: only the ones the design is laid out for (and none).
    const keys =
      kind === 'punching' ? all.filter((k) => k === 'none' || design.punchings.includes(k as never)) : all
    // 'none' first, so it is the default and the first option shown.
    accessories[kind] = ['none', ...keys.filter((k) => k !== 'none')]
    chosen[kind] = pick(accessories[kind], search[ACCESSORY_PARAMS[kind]], 'none')
  }
  const quantity = pick(QUANTITY_STEPS, search.quantity, DEFAULT_QUANTITY)

  const envelope =
    envelopeParam === 'none'
      ? null
      : {
          sizeClass: envelopeParam.slice(0, envelopeParam.lastIndexOf('-')) as EnvelopeSizeClass,
          flap,
          colour: envelopeColour,
        }
  const line = {
    productType,
    format,
    ...(paper ? { paper } : {}),
    refinement,
    quantity,
    envelope,
    punching: chosen.punching,
    ribbon: chosen.ribbon,
    screw: chosen.screw,
    holder: chosen.holder,
    tag: chosen.tag,
    // Every value was picked from the price list's own key tables above.
  } as CardLineOptions

  return {
    choices: {
      productType,
      formats,
      papers,
      refinements,
      envelopes,
      envelopeColours,
      accessories,
      quantities: QUANTITY_STEPS,
    },
    line,
    params: optionParams(line),
  }
}
