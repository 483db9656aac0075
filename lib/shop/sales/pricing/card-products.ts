import {
  CARD_TIER_PRICES,
  type AccessoryKind,
  type FormatKey,
  type PaperKey,
  type TieredProductType,
} from '@/lib/config/pricing'

/** Envelope-only items have no tier table: a piece costs what its envelope costs (spec section 9). */
export const ENVELOPE_ONLY = 'envelope'
export type CardProductType = TieredProductType | typeof ENVELOPE_ONLY
export const CARD_PRODUCT_TYPES = [
  ...(Object.keys(CARD_TIER_PRICES) as TieredProductType[]),
  ENVELOPE_ONLY,
] as const satisfies readonly CardProductType[]

/** The choices a card line can carry besides product type, format and quantity. */
export type CardOption = 'paper' | 'refinement' | 'envelope' | AccessoryKind
export const ACCESSORY_KINDS = [
  'punching',
  'ribbon',
  'screw',
  'holder',
  'tag',
] as const satisfies readonly AccessoryKind[]

interface ProductRules {
  /** Formats the product type is made in; each adds its own surcharge (FORMATS) to the base price. */
  formats: readonly FormatKey[]
  /** Options the product type takes. Any other option chosen on a line is rejected, not ignored. */
  options: readonly CardOption[]
  /** When set, only these papers; otherwise every paper of lib/config/pricing.ts. */
  papers?: readonly PaperKey[]
}

/**
 * Which product type takes which format and option. This is a product rule, not a price, so it lives
 * here rather than in the price list; prices for every key used here are checked by the tests.
 * Holders are wooden feet for standing cards; screws bind menu fans; tags hang from bottles.
 */
export const CARD_PRODUCTS = {
  postcard: {
    formats: ['a6', 'din-lang', 'quadrat'],
    options: ['paper', 'refinement', 'envelope', 'punching'],
  },
  'folded-card': {
    formats: ['a6', 'din-lang', 'quadrat', 'a5'],
    options: ['paper', 'refinement', 'envelope', 'punching', 'ribbon'],
  },
  'double-folding-card': {
    formats: ['din-lang', 'quadrat'],
    options: ['paper', 'refinement', 'envelope', 'punching', 'ribbon'],
  },
  'table-card': { formats: ['a6', 'din-lang'], options: ['paper', 'refinement', 'punching', 'holder'] },
  'place-card': { formats: ['a8', 'a7'], options: ['paper', 'refinement', 'punching', 'holder'] },
  'menu-card': {
    formats: ['din-lang', 'a5', 'a4'],
    options: ['paper', 'refinement', 'punching', 'ribbon', 'screw', 'holder'],
  },
  envelope: { formats: ['a7', 'a6', 'din-lang', 'quadrat', 'a5', 'pocket-155'], options: ['envelope'] },
  sticker: {
    formats: ['rund-40', 'herz-45', 'rechteck-60x40'],
    options: ['paper'],
    papers: ['standard-matt', 'glanz', 'kraftpapier', 'transparent'],
  },
  'bottle-label': { formats: ['a8', 'a7'], options: ['paper', 'refinement', 'ribbon', 'tag'] },
  'insert-card': { formats: ['a7', 'a6', 'din-lang'], options: ['paper', 'refinement', 'punching'] },
  leporello: { formats: ['din-lang', 'quadrat'], options: ['paper', 'refinement', 'envelope', 'ribbon'] },
  pocketfold: { formats: ['pocket-155'], options: ['paper', 'refinement', 'envelope', 'ribbon'] },
  'table-plan': {
    formats: ['a2'],
    options: ['paper'],
    papers: ['standard-matt', 'premium-matt', 'naturpapier', 'glanz'],
  },
  'photo-print': {
    formats: ['foto-10x15', 'foto-13x18'],
    options: ['paper'],
    papers: ['standard-matt', 'glanz'],
  },
} as const satisfies Record<CardProductType, ProductRules>

export function productRules(productType: CardProductType): ProductRules {
  return CARD_PRODUCTS[productType]
}
