import {
  ACCESSORIES,
  CARD_TIER_PRICES,
  ENVELOPES,
  FORMATS,
  PAPERS,
  PRICE_TIER_MIN_QUANTITIES,
  REFINEMENTS,
  type AccessoryKind,
} from '@/lib/config/pricing'
import type { BasketCurrency, CardCurrency, DeliveryCountry } from '@/lib/config/shipping'
import { ACCESSORY_KINDS, ENVELOPE_ONLY, type CardProductType } from './card-products'
import { assertCardCombination, type ParsedCardLineOptions } from './card-rules'
import { cardMarket, resolveMarket, type CardMarket, type Market } from './market'
import { multiplyMinor, sumMinor } from './money'
import { cardQuoteInputSchema, parsePricingInput, type CardQuoteInput } from './schema'

export type CardComponentKind = 'base' | 'format' | 'paper' | 'refinement' | 'envelope' | AccessoryKind

/** One itemised part of a card's price: per piece and for the whole line, gross, minor units. */
export interface CardPriceComponent {
  kind: CardComponentKind
  /** The chosen key, e.g. the product type for `base`, `premium-matt` for `paper`. */
  key: string
  unitPrice: number
  total: number
}

export interface CardLineQuote {
  productType: CardProductType
  format: string
  country: DeliveryCountry
  currency: BasketCurrency
  vatBasisPoints: number
  quantity: number
  /** Gross per piece: the exact sum of the components' unit prices. */
  unitPrice: number
  /** unitPrice × quantity, exactly (no rounding; see money.ts). */
  total: number
  lines: CardPriceComponent[]
}

/**
 * Quotes one card line. Throws a PricingError (naming the field) for anything the price list does
 * not sell: unknown keys, a quantity that is not a step, a refinement on a paper that takes none.
 */
export function quoteCardLine(input: CardQuoteInput): CardLineQuote {
  const parsed = parsePricingInput(cardQuoteInputSchema, input)
  return priceCardLine(parsed, resolveMarket(parsed.country, parsed.currency))
}

/** Prices an already parsed line for a market; quoteOrder uses it for every line of an order. */
export function priceCardLine(line: ParsedCardLineOptions, anyMarket: Market): CardLineQuote {
  const market = cardMarket(anyMarket, 'productType')
  assertCardCombination(line)
  const lines = unitComponents(line, market).map(({ kind, key, unitPrice }) => ({
    kind,
    key,
    unitPrice,
    total: multiplyMinor(unitPrice, line.quantity),
  }))
  const unitPrice = sumMinor(lines.map((component) => component.unitPrice))
  return {
    productType: line.productType,
    format: line.format,
    country: market.country,
    currency: market.currency,
    vatBasisPoints: market.vatBasisPoints,
    quantity: line.quantity,
    unitPrice,
    total: multiplyMinor(unitPrice, line.quantity),
    lines,
  }
}

type UnitComponent = Omit<CardPriceComponent, 'total'>

function unitComponents(line: ParsedCardLineOptions, { currency, region }: CardMarket): UnitComponent[] {
  const parts: UnitComponent[] = []
  // Envelope-only items cost exactly the spec's envelope price; their format only has to fit.
  if (line.productType !== ENVELOPE_ONLY) {
    const base = tierPrice(CARD_TIER_PRICES[line.productType][currency], line.quantity)
    parts.push({ kind: 'base', key: line.productType, unitPrice: base })
    parts.push({ kind: 'format', key: line.format, unitPrice: FORMATS[line.format][currency] })
  }
  if (line.paper !== undefined) {
    parts.push({ kind: 'paper', key: line.paper, unitPrice: PAPERS[line.paper].surcharge[currency] })
  }
  if (line.refinement !== 'none') {
    parts.push({
      kind: 'refinement',
      key: line.refinement,
      unitPrice: REFINEMENTS[line.refinement][currency],
    })
  }
  if (line.envelope !== null) {
    const { sizeClass } = line.envelope
    parts.push({ kind: 'envelope', key: sizeClass, unitPrice: ENVELOPES[sizeClass].price[region] })
  }
  for (const kind of ACCESSORY_KINDS) {
    const key = line[kind]
    if (key !== 'none') parts.push({ kind, key, unitPrice: accessoryPrice(kind, key, currency) })
  }
  return parts
}

/** The per-piece price of the highest tier whose minimum quantity the line reaches. */
export function tierPrice(prices: readonly number[], quantity: number): number {
  let index = 0
  PRICE_TIER_MIN_QUANTITIES.forEach((min, i) => {
    if (quantity >= min) index = i
  })
  return definedPrice(prices[index], `tier ${index}`)
}

function accessoryPrice(kind: AccessoryKind, key: string, currency: CardCurrency): number {
  const table: Readonly<Record<string, Readonly<Record<CardCurrency, number>>>> = ACCESSORIES[kind]
  return definedPrice(table[key]?.[currency], `${kind} ${key}`)
}

/** Parsing admits only keys with prices, so a gap here is a broken price list, not bad input. */
function definedPrice(price: number | undefined, what: string): number {
  if (price === undefined) throw new Error(`Price list has no price for ${what}`)
  return price
}
