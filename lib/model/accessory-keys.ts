import type { Names } from '@/lib/config/catalog'

/**
 * Card accessories and finishing options (spec section 3, "Card"), with the names the configurator
 * shows. 'none' entries are choices in the configurator but not products, so
 * lib/shop/catalogue/seed/accessories.ts creates no accessory row for them.
 */

/**
 * Accessory rows by kind. The spec's accessory type "standard" (German Ständer) is `holder` here;
 * tags and punching are priced and picked like accessories, so they are rows too.
 */
export const ACCESSORY_KIND_KEYS = [
  'envelope',
  'inlay',
  'ribbon',
  'screw',
  'holder',
  'tag',
  'punching',
] as const
export type AccessoryKindKey = (typeof ACCESSORY_KIND_KEYS)[number]

export const ENVELOPE_SUBTYPES = {
  straight: { de: 'gerade Lasche', en: 'straight flap' },
  pointed: { de: 'spitze Lasche', en: 'pointed flap' },
} as const satisfies Record<string, Names>
export type EnvelopeSubtype = keyof typeof ENVELOPE_SUBTYPES
export const ENVELOPE_SUBTYPE_KEYS = Object.keys(ENVELOPE_SUBTYPES) as [EnvelopeSubtype, ...EnvelopeSubtype[]]

/**
 * Colours of envelopes, ribbons and screws. No dashes: a SKU is split on dashes (spec section 3), so
 * a colour must be one segment (checked in sku.test.ts and by the accessories table).
 */
export const ACCESSORY_COLOURS = {
  white: { de: 'Weiß', en: 'White' },
  cream: { de: 'Creme', en: 'Cream' },
  kraft: { de: 'Kraftpapier', en: 'Kraft' },
  natural: { de: 'Natur', en: 'Natural' },
  grey: { de: 'Grau', en: 'Grey' },
  sage: { de: 'Salbei', en: 'Sage' },
  blush: { de: 'Rosé', en: 'Blush' },
  navy: { de: 'Marineblau', en: 'Navy' },
  bordeaux: { de: 'Bordeaux', en: 'Burgundy' },
  black: { de: 'Schwarz', en: 'Black' },
  red: { de: 'Rot', en: 'Red' },
  gold: { de: 'Gold', en: 'Gold' },
  silver: { de: 'Silber', en: 'Silver' },
  bronze: { de: 'Bronze', en: 'Bronze' },
} as const satisfies Record<string, Names>
export type AccessoryColour = keyof typeof ACCESSORY_COLOURS
export const ACCESSORY_COLOUR_KEYS = Object.keys(ACCESSORY_COLOURS) as [AccessoryColour, ...AccessoryColour[]]

/**
 * The colours envelopes come in, by flap: the catalogue's envelope rows (seed) and the colour the
 * shopper picks for a card's envelope (issue 30 point 1) read this one table. Pointed flaps are the
 * formal look, so they come in the darker and richer colours. White, the default, has both flaps.
 */
export const ENVELOPE_COLOURS = {
  straight: ['white', 'cream', 'kraft', 'grey', 'sage', 'navy'],
  pointed: ['white', 'cream', 'kraft', 'blush', 'bordeaux', 'black'],
} as const satisfies Record<EnvelopeSubtype, readonly [AccessoryColour, ...AccessoryColour[]]>
export type EnvelopeColour = (typeof ENVELOPE_COLOURS)[EnvelopeSubtype][number]
/** Every envelope colour of either flap, for the card line's schema. */
export const ENVELOPE_COLOUR_KEYS = [...new Set(Object.values(ENVELOPE_COLOURS).flat())] as [
  EnvelopeColour,
  ...EnvelopeColour[],
]
export const DEFAULT_ENVELOPE_COLOUR = 'white' satisfies EnvelopeColour

export const PUNCHINGS = {
  none: { de: 'Ohne Stanzung', en: 'No punching' },
  hearts: { de: 'Herzen', en: 'Hearts' },
  'round-corners': { de: 'Abgerundete Ecken', en: 'Round corners' },
  wave: { de: 'Welle', en: 'Wave' },
} as const satisfies Record<string, Names>
export type PunchingKey = keyof typeof PUNCHINGS
export const PUNCHING_KEYS = Object.keys(PUNCHINGS) as [PunchingKey, ...PunchingKey[]]
/** The punchings a design can offer; every design can be printed without one. */
export const PUNCHING_SHAPE_KEYS = PUNCHING_KEYS.filter((k) => k !== 'none') as [
  Exclude<PunchingKey, 'none'>,
  ...Exclude<PunchingKey, 'none'>[],
]
export type PunchingShape = Exclude<PunchingKey, 'none'>

/** Ribbons are delivered separately, for the customer to tie (spec section 3). */
export const RIBBONS = {
  'bakers-twine': { de: 'Bäckergarn', en: "Baker's twine" },
  jute: { de: 'Jute', en: 'Jute' },
  cord: { de: 'Kordel', en: 'Cord' },
  'satin-10mm': { de: 'Satinband 10 mm', en: 'Satin ribbon 10 mm' },
  'satin-3mm': { de: 'Satinband 3 mm', en: 'Satin ribbon 3 mm' },
  wax: { de: 'Wachsband', en: 'Waxed cord' },
  none: { de: 'Ohne Band', en: 'No ribbon' },
} as const satisfies Record<string, Names>
export type RibbonKey = keyof typeof RIBBONS
export const RIBBON_KEYS = Object.keys(RIBBONS) as [RibbonKey, ...RibbonKey[]]

export const SCREW_COLOURS = ['bronze', 'gold', 'silver'] as const satisfies readonly AccessoryColour[]
export type ScrewColour = (typeof SCREW_COLOURS)[number]

export const HOLDERS = {
  'wood-square': { de: 'Holzfuß eckig', en: 'Square wooden foot' },
  'wood-round': { de: 'Holzfuß rund', en: 'Round wooden foot' },
  none: { de: 'Ohne Halter', en: 'No holder' },
} as const satisfies Record<string, Names>
export type HolderKey = keyof typeof HOLDERS
export const HOLDER_KEYS = Object.keys(HOLDERS) as [HolderKey, ...HolderKey[]]

export const TAGS = {
  none: { de: 'Ohne Anhänger', en: 'No tag' },
  heart: { de: 'Anhänger Herz', en: 'Heart tag' },
  rectangular: { de: 'Anhänger rechteckig', en: 'Rectangular tag' },
  round: { de: 'Anhänger rund', en: 'Round tag' },
} as const satisfies Record<string, Names>
export type TagKey = keyof typeof TAGS
export const TAG_KEYS = Object.keys(TAGS) as [TagKey, ...TagKey[]]
