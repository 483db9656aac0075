import { PAPERS, type Names, type PaperKey } from '@/lib/config/catalog'
import {
  ACCESSORY_COLOURS,
  ENVELOPE_COLOURS,
  ENVELOPE_SUBTYPES,
  HOLDERS,
  PUNCHINGS,
  RIBBONS,
  SCREW_COLOURS,
  TAGS,
  type AccessoryColour,
  type RibbonKey,
} from '@/lib/model/accessory-keys'
import { fromNames } from '../localized-text'
import { PRODUCT_TYPES } from '@/lib/model/product-types'
import { buildAccessorySku, buildEnvelopeSku, formatString } from '../sku'
import type { NewAccessory } from '@/lib/db/schema'

/**
 * The accessory range. Price keys name an entry of lib/config/pricing.ts as `<kind>.<option>`; for
 * envelopes the option is the size class of spec section 9 (standard, compact, large).
 */

type SeedAccessory = Omit<NewAccessory, 'createdAt' | 'position'>

const ENVELOPE_SIZES = [
  { type: PRODUCT_TYPES['envelope-c6'], widthMm: 162, heightMm: 114, priceKey: 'envelope.standard' },
  { type: PRODUCT_TYPES['envelope-din-long'], widthMm: 220, heightMm: 110, priceKey: 'envelope.compact' },
  { type: PRODUCT_TYPES['envelope-square'], widthMm: 155, heightMm: 155, priceKey: 'envelope.large' },
  { type: PRODUCT_TYPES['envelope-b6'], widthMm: 176, heightMm: 125, priceKey: 'envelope.large' },
] as const

const INLAY_PAPERS = ['transparent', 'premium-matt'] as const satisfies readonly PaperKey[]
/** Slightly smaller than the card they go into, so they do not show at the fold. */
const INLAY_SIZES = [
  { names: { de: 'A6', en: 'A6' }, widthMm: 100, heightMm: 143 },
  { names: { de: 'A5', en: 'A5' }, widthMm: 143, heightMm: 205 },
  { names: { de: 'DIN lang', en: 'DIN long' }, widthMm: 94, heightMm: 205 },
  { names: { de: 'quadratisch', en: 'square' }, widthMm: 140, heightMm: 140 },
] as const

const RIBBON_COLOURS: Record<Exclude<RibbonKey, 'none'>, readonly AccessoryColour[]> = {
  'bakers-twine': ['red', 'navy'],
  jute: ['natural'],
  cord: ['white', 'gold'],
  'satin-10mm': ['white', 'cream', 'sage', 'blush', 'navy', 'bordeaux'],
  'satin-3mm': ['white', 'cream', 'gold', 'blush'],
  wax: ['natural', 'black'],
}

const join = (...parts: Names[]): Names => ({
  de: parts.map((p) => p.de).join(', '),
  // Colour and material names start lower-case inside an English phrase.
  en: parts.map((p, i) => (i === 0 ? p.en : p.en.toLowerCase())).join(', '),
})

const envelopes = (['straight', 'pointed'] as const).flatMap((subtype) =>
  ENVELOPE_SIZES.flatMap((size) =>
    ENVELOPE_COLOURS[subtype].map((colour): SeedAccessory => ({
      sku: buildEnvelopeSku({ subtype, colour, widthMm: size.widthMm, heightMm: size.heightMm }),
      kind: 'envelope',
      subtype,
      colour,
      widthMm: size.widthMm,
      heightMm: size.heightMm,
      name: fromNames(join(size.type, ENVELOPE_SUBTYPES[subtype], ACCESSORY_COLOURS[colour])),
      priceKey: size.priceKey,
    })),
  ),
)

const inlays = INLAY_PAPERS.flatMap((paper) =>
  INLAY_SIZES.map((size): SeedAccessory => ({
    sku: buildAccessorySku('inlay', [paper, formatString(size)]),
    kind: 'inlay',
    paper,
    widthMm: size.widthMm,
    heightMm: size.heightMm,
    name: fromNames(join({ de: `Einleger ${size.names.de}`, en: `Inlay ${size.names.en}` }, PAPERS[paper])),
    priceKey: `inlay.${paper}`,
  })),
)

const ribbons = (Object.keys(RIBBON_COLOURS) as (keyof typeof RIBBON_COLOURS)[]).flatMap((ribbon) =>
  RIBBON_COLOURS[ribbon].map((colour): SeedAccessory => ({
    sku: buildAccessorySku('ribbon', [ribbon, colour]),
    kind: 'ribbon',
    subtype: ribbon,
    colour,
    name: fromNames(join(RIBBONS[ribbon], ACCESSORY_COLOURS[colour])),
    priceKey: `ribbon.${ribbon}`,
  })),
)

const screws = SCREW_COLOURS.map((colour): SeedAccessory => ({
  sku: buildAccessorySku('screw', [colour]),
  kind: 'screw',
  colour,
  name: fromNames(join({ de: 'Buchschraube', en: 'Binding screw' }, ACCESSORY_COLOURS[colour])),
  priceKey: `screw.${colour}`,
}))

/** Holders, tags and punchings: one row per shape, 'none' being the absence of a row. */
function shapes<K extends string>(
  kind: 'holder' | 'tag' | 'punching',
  options: Record<K, Names>,
): SeedAccessory[] {
  return (Object.keys(options) as K[])
    .filter((key) => key !== 'none')
    .map((key) => ({
      sku: buildAccessorySku(kind, [key]),
      kind,
      subtype: key,
      name: fromNames(options[key]),
      priceKey: `${kind}.${key}`,
    }))
}

export const ACCESSORY_SEED: Omit<NewAccessory, 'createdAt'>[] = [
  envelopes,
  inlays,
  ribbons,
  screws,
  shapes('holder', HOLDERS),
  shapes('tag', TAGS),
  shapes('punching', PUNCHINGS),
].flatMap((group) => group.map((row, index) => ({ ...row, position: (index + 1) * 10 })))
