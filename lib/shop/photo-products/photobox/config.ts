import { formatString } from '@/lib/shop/catalogue/sku'
import type { PerShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'

/**
 * Photo boxes (spec section 3, "Photo box and collage"): a printed box holding a number of prints.
 * Designs dt41–dt58 (names as the spec's examples), types, formats with the most prints a box holds,
 * the spec's three materials. Prices are ours: the box plus each print, gross minor units.
 */
type Names = { readonly de: string; readonly en: string }
const per = (EUR: number, CHF: number, USD: number): PerShopCurrency => ({ EUR, CHF, USD })

const DESIGN_NAMES: readonly (readonly [string, string])[] = [
  ['Pretty points', 'Pretty points'],
  ['Classic', 'Classic'],
  ['Love story', 'Love story'],
  ['Boho dream', 'Boho dream'],
  ['Natural', 'Natural'],
  ['Sonnenschein', 'Sunshine'],
  ['Sternenhimmel', 'Starry sky'],
  ['Konfetti', 'Confetti'],
  ['Linienspiel', 'Line play'],
  ['Pastelltraum', 'Pastel dream'],
  ['Eukalyptus', 'Eucalyptus'],
  ['Meeresblau', 'Ocean blue'],
  ['Terrakotta', 'Terracotta'],
  ['Goldrand', 'Golden edge'],
  ['Kinderlachen', 'Little laughs'],
  ['Reiselust', 'Travel fever'],
  ['Winterwald', 'Winter forest'],
  ['Schlicht', 'Plain'],
]

/** dt41 … dt58, in the spec's numbering. */
export const PHOTOBOX_DESIGNS = DESIGN_NAMES.map(([de, en], i) => ({
  designType: `dt${41 + i}`,
  names: { de, en },
}))
export const PHOTOBOX_DESIGN_KEYS = PHOTOBOX_DESIGNS.map((d) => d.designType) as [string, ...string[]]

export const PHOTOBOX_TYPES = {
  standard: { names: { de: 'Fotobox', en: 'Photo box' }, price: per(999, 1199, 1099) },
  premium: { names: { de: 'Fotobox Leinen', en: 'Linen photo box' }, price: per(1999, 2399, 2199) },
} as const satisfies Record<string, { names: Names; price: PerShopCurrency }>
export type PhotoboxType = keyof typeof PHOTOBOX_TYPES
export const PHOTOBOX_TYPE_KEYS = Object.keys(PHOTOBOX_TYPES) as [PhotoboxType, ...PhotoboxType[]]

/** Print sizes; `quantityMax` is how many prints the box for that size holds. */
export const PHOTOBOX_FORMATS = {
  '10x15': { widthMm: 100, heightMm: 150, quantityMax: 100, perPrint: per(29, 35, 32) },
  '13x18': { widthMm: 130, heightMm: 180, quantityMax: 60, perPrint: per(49, 59, 55) },
  '13x13': { widthMm: 130, heightMm: 130, quantityMax: 60, perPrint: per(45, 55, 49) },
} as const satisfies Record<
  string,
  { widthMm: number; heightMm: number; quantityMax: number; perPrint: PerShopCurrency }
>
export type PhotoboxFormat = keyof typeof PHOTOBOX_FORMATS
export const PHOTOBOX_FORMAT_KEYS = Object.keys(PHOTOBOX_FORMATS) as [PhotoboxFormat, ...PhotoboxFormat[]]

export function photoboxFormatString(format: PhotoboxFormat): string {
  return formatString(PHOTOBOX_FORMATS[format])
}

/** The spec's materials; the surcharge is per print. */
export const PHOTOBOX_MATERIALS = {
  'photo-matt': { names: { de: 'Fotopapier matt', en: 'Matte photo paper' }, perPrint: per(0, 0, 0) },
  'photo-glossy': { names: { de: 'Fotopapier glänzend', en: 'Glossy photo paper' }, perPrint: per(0, 0, 0) },
  hahnemuehle: { names: { de: 'Hahnemühle-Papier', en: 'Hahnemühle paper' }, perPrint: per(40, 50, 45) },
} as const satisfies Record<string, { names: Names; perPrint: PerShopCurrency }>
export type PhotoboxMaterial = keyof typeof PHOTOBOX_MATERIALS
export const PHOTOBOX_MATERIAL_KEYS = Object.keys(PHOTOBOX_MATERIALS) as [
  PhotoboxMaterial,
  ...PhotoboxMaterial[],
]

/** Prints are ordered in steps of 10, from 10 to the box's maximum. */
export const PHOTOBOX_PRINT_STEP = 10
