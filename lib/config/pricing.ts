import type { CardCurrency, CardRegion } from './shipping'

/**
 * The card channel's price list: gross prices (incl. VAT) per piece in minor units; card prices are
 * ours, envelope prices the spec's (section 9). Every surcharge is >= 0 and every "none" is 0, so an
 * added option never makes a card cheaper. Read only by lib/shop/sales/pricing; shape explained in ADR 0004.
 */
// The card channel has no USD column: the US shop sells posters only (issue 27, ADR 0063).
type PerCurrency = Readonly<Record<CardCurrency, number>>
type TierPrices = readonly [number, number, number, number, number, number, number, number, number]

/** Lowest quantity of each price tier; the tier arrays below hold one per-piece price per entry. */
export const PRICE_TIER_MIN_QUANTITIES = [1, 10, 25, 50, 100, 250, 500, 1000, 2500] as const

/** Base price per piece by tier; format, paper and option surcharges are added per piece. */
export const CARD_TIER_PRICES = {
  postcard: {
    EUR: [249, 199, 169, 139, 119, 99, 89, 79, 69],
    CHF: [299, 239, 199, 169, 145, 119, 109, 95, 85],
  },
  'folded-card': {
    EUR: [349, 299, 249, 209, 179, 149, 129, 115, 99],
    CHF: [419, 359, 299, 249, 215, 179, 155, 139, 119],
  },
  'double-folding-card': {
    EUR: [449, 389, 329, 279, 239, 199, 175, 155, 135],
    CHF: [539, 469, 395, 335, 289, 239, 209, 185, 165],
  },
  'table-card': {
    EUR: [299, 249, 209, 179, 149, 125, 109, 95, 85],
    CHF: [359, 299, 249, 215, 179, 149, 129, 115, 99],
  },
  'place-card': { EUR: [149, 119, 99, 79, 69, 59, 52, 45, 39], CHF: [179, 145, 119, 95, 85, 69, 62, 55, 47] },
  'menu-card': {
    EUR: [329, 279, 235, 199, 169, 139, 125, 109, 95],
    CHF: [395, 335, 279, 239, 205, 169, 149, 129, 115],
  },
  sticker: { EUR: [99, 79, 59, 45, 35, 27, 22, 18, 15], CHF: [119, 95, 69, 55, 42, 32, 27, 22, 18] },
  'bottle-label': {
    EUR: [199, 169, 139, 115, 95, 79, 69, 59, 49],
    CHF: [239, 199, 169, 139, 115, 95, 85, 72, 59],
  },
  'insert-card': { EUR: [129, 99, 85, 69, 59, 49, 42, 37, 32], CHF: [155, 119, 99, 85, 72, 59, 52, 45, 39] },
  leporello: {
    EUR: [549, 479, 409, 349, 299, 255, 225, 199, 175],
    CHF: [659, 575, 489, 419, 359, 305, 269, 239, 209],
  },
  pocketfold: {
    EUR: [699, 619, 539, 469, 409, 349, 309, 275, 245],
    CHF: [839, 739, 649, 565, 489, 419, 369, 329, 295],
  },
  'photo-print': { EUR: [49, 39, 32, 27, 23, 19, 16, 14, 12], CHF: [59, 47, 39, 32, 28, 23, 19, 17, 15] },
  /** The table plan poster (ADR 0109): one sheet per event, so only the first tiers are ever used. */
  'table-plan': {
    EUR: [2990, 2690, 2490, 2290, 2090, 1890, 1790, 1690, 1590],
    CHF: [3590, 3190, 2990, 2790, 2490, 2290, 2190, 1990, 1890],
  },
} as const satisfies Record<string, Readonly<Record<CardCurrency, TierPrices>>>
export type TieredProductType = keyof typeof CARD_TIER_PRICES

/** Surcharge over the smallest format; which product takes which format is in card-products.ts. */
export const FORMATS = {
  a8: { EUR: 0, CHF: 0 },
  a7: { EUR: 0, CHF: 0 },
  a6: { EUR: 0, CHF: 0 },
  'din-lang': { EUR: 15, CHF: 20 },
  quadrat: { EUR: 25, CHF: 30 },
  a5: { EUR: 40, CHF: 50 },
  a4: { EUR: 90, CHF: 110 },
  /** Posters (the table plan) are priced per sheet in their own tier table; the format adds nothing. */
  a2: { EUR: 0, CHF: 0 },
  'pocket-155': { EUR: 0, CHF: 0 },
  'rund-40': { EUR: 0, CHF: 0 },
  'herz-45': { EUR: 0, CHF: 0 },
  'rechteck-60x40': { EUR: 0, CHF: 0 },
  'foto-10x15': { EUR: 0, CHF: 0 },
  'foto-13x18': { EUR: 20, CHF: 25 },
} as const satisfies Record<string, PerCurrency>
export type FormatKey = keyof typeof FORMATS

/**
 * The spec's 10 paper types (names: lib/config/catalog.ts). Foil and relief varnish need a smooth,
 * heat-stable surface: thin, deckled, brown, recycled and transparent papers take none (spec 5).
 */
export const PAPERS = {
  'standard-matt': { surcharge: { EUR: 0, CHF: 0 }, refinable: false },
  'premium-matt': { surcharge: { EUR: 20, CHF: 25 }, refinable: true },
  naturpapier: { surcharge: { EUR: 25, CHF: 30 }, refinable: true },
  recycling: { surcharge: { EUR: 15, CHF: 20 }, refinable: false },
  perlmutt: { surcharge: { EUR: 45, CHF: 55 }, refinable: true },
  leinenstruktur: { surcharge: { EUR: 35, CHF: 40 }, refinable: true },
  buettenpapier: { surcharge: { EUR: 60, CHF: 70 }, refinable: false },
  kraftpapier: { surcharge: { EUR: 20, CHF: 25 }, refinable: false },
  transparent: { surcharge: { EUR: 40, CHF: 50 }, refinable: false },
  glanz: { surcharge: { EUR: 10, CHF: 15 }, refinable: true },
} as const satisfies Record<string, { surcharge: PerCurrency; refinable: boolean }>
export type PaperKey = keyof typeof PAPERS

/** The spec's card refinements; keys and names as in lib/config/catalog.ts. */
export const REFINEMENTS = {
  none: { EUR: 0, CHF: 0 },
  gold: { EUR: 60, CHF: 75 },
  rosegold: { EUR: 60, CHF: 75 },
  silver: { EUR: 60, CHF: 75 },
  relief: { EUR: 45, CHF: 55 },
} as const satisfies Record<string, PerCurrency>
export type RefinementKey = keyof typeof REFINEMENTS

/** Accessories of the spec's card fields, per piece. */
export const ACCESSORIES = {
  punching: {
    none: { EUR: 0, CHF: 0 },
    hearts: { EUR: 15, CHF: 20 },
    'round-corners': { EUR: 10, CHF: 12 },
    wave: { EUR: 15, CHF: 20 },
  },
  /** Ribbons are delivered separately (spec) but still counted per card. */
  ribbon: {
    none: { EUR: 0, CHF: 0 },
    'bakers-twine': { EUR: 20, CHF: 25 },
    jute: { EUR: 25, CHF: 30 },
    cord: { EUR: 20, CHF: 25 },
    'satin-10mm': { EUR: 35, CHF: 40 },
    'satin-3mm': { EUR: 25, CHF: 30 },
    wax: { EUR: 30, CHF: 35 },
  },
  screw: {
    none: { EUR: 0, CHF: 0 },
    bronze: { EUR: 30, CHF: 35 },
    gold: { EUR: 35, CHF: 40 },
    silver: { EUR: 35, CHF: 40 },
  },
  holder: {
    none: { EUR: 0, CHF: 0 },
    'wood-square': { EUR: 149, CHF: 179 },
    'wood-round': { EUR: 149, CHF: 179 },
  },
  tag: {
    none: { EUR: 0, CHF: 0 },
    heart: { EUR: 25, CHF: 30 },
    rectangular: { EUR: 20, CHF: 25 },
    round: { EUR: 20, CHF: 25 },
  },
} as const satisfies Record<string, Record<'none', PerCurrency> & Record<string, PerCurrency>>
export type AccessoryKind = keyof typeof ACCESSORIES

/**
 * Spec section 9 per piece; pocketfold sleeves for DE and AT are ours (ADR 0004). `fits` lists the
 * card formats the envelope takes, so a line cannot pair a card with an envelope it does not fit in.
 */
export const ENVELOPES = {
  standard: { price: { de: 95, at: 100, ch: 100 }, fits: ['a7', 'a6'] },
  compact: { price: { de: 110, at: 150, ch: 120 }, fits: ['din-lang'] },
  large: { price: { de: 180, at: 150, ch: 290 }, fits: ['quadrat', 'a5'] },
  'pocketfold-sleeve': { price: { de: 130, at: 140, ch: 140 }, fits: ['pocket-155'] },
} as const satisfies Record<string, { price: Record<CardRegion, number>; fits: readonly FormatKey[] }>
export type EnvelopeSizeClass = keyof typeof ENVELOPES
