import {
  PHOTOBOX_DESIGN_KEYS,
  PHOTOBOX_FORMAT_KEYS,
  PHOTOBOX_FORMAT_SIZES_MM,
  PHOTOBOX_MATERIAL_KEYS,
  PHOTOBOX_PRINT_STEP,
  PHOTOBOX_QUANTITY_MAX,
  PHOTOBOX_TYPE_KEYS,
  type PhotoboxDesignKey,
  type PhotoboxFormatKey,
  type PhotoboxMaterialKey,
  type PhotoboxTypeKey,
} from '@/lib/model/photobox-keys'
import { formatString } from '@/lib/shop/catalogue/sku'
import type { PerShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'

/**
 * Photo boxes (spec section 3, "Photo box and collage"): a printed box holding a number of prints.
 * Designs dt41–dt58, types, formats with the most prints a box holds, the spec's three materials; the
 * keys and sizes are the model's (lib/model/photobox-keys.ts), names and prices are here. Prices are
 * ours: the box plus each print, gross minor units.
 */
type Names = { readonly de: string; readonly en: string }
const per = (EUR: number, CHF: number, USD: number): PerShopCurrency => ({ EUR, CHF, USD })

/** Each design's name in the shop's language: German shops read German names, English shops English. */
const DESIGN_NAMES = {
  dt41: { de: 'Pünktchenzauber', en: 'Pretty points' },
  dt42: { de: 'Klassisch', en: 'Classic' },
  dt43: { de: 'Liebesgeschichte', en: 'Love story' },
  dt44: { de: 'Boho-Traum', en: 'Boho dream' },
  dt45: { de: 'Natürlich', en: 'Natural' },
  dt46: { de: 'Sonnenschein', en: 'Sunshine' },
  dt47: { de: 'Sternenhimmel', en: 'Starry sky' },
  dt48: { de: 'Konfetti', en: 'Confetti' },
  dt49: { de: 'Linienspiel', en: 'Line play' },
  dt50: { de: 'Pastelltraum', en: 'Pastel dream' },
  dt51: { de: 'Eukalyptus', en: 'Eucalyptus' },
  dt52: { de: 'Meeresblau', en: 'Ocean blue' },
  dt53: { de: 'Terrakotta', en: 'Terracotta' },
  dt54: { de: 'Goldrand', en: 'Golden edge' },
  dt55: { de: 'Kinderlachen', en: 'Little laughs' },
  dt56: { de: 'Reiselust', en: 'Travel fever' },
  dt57: { de: 'Winterwald', en: 'Winter forest' },
  dt58: { de: 'Schlicht', en: 'Plain' },
} as const satisfies Record<PhotoboxDesign, Names>

/** dt41 … dt58, in the spec's numbering. */
export const PHOTOBOX_DESIGNS = PHOTOBOX_DESIGN_KEYS.map((designType) => ({
  designType,
  names: DESIGN_NAMES[designType],
}))
export { PHOTOBOX_DESIGN_KEYS }
export type PhotoboxDesign = PhotoboxDesignKey

export const PHOTOBOX_TYPES = {
  standard: { names: { de: 'Fotobox', en: 'Photo box' }, price: per(999, 1199, 1099) },
  premium: { names: { de: 'Fotobox Leinen', en: 'Linen photo box' }, price: per(1999, 2399, 2199) },
} as const satisfies Record<PhotoboxTypeKey, { names: Names; price: PerShopCurrency }>
export type PhotoboxType = PhotoboxTypeKey
export { PHOTOBOX_TYPE_KEYS }

const format = (key: PhotoboxFormatKey, perPrint: PerShopCurrency) => ({
  widthMm: PHOTOBOX_FORMAT_SIZES_MM[key][0],
  heightMm: PHOTOBOX_FORMAT_SIZES_MM[key][1],
  quantityMax: PHOTOBOX_QUANTITY_MAX[key],
  perPrint,
})

/** Print sizes; `quantityMax` is how many prints the box for that size holds (sizes from the model). */
export const PHOTOBOX_FORMATS = {
  '10x15': format('10x15', per(29, 35, 32)),
  '13x18': format('13x18', per(49, 59, 55)),
  '13x13': format('13x13', per(45, 55, 49)),
} as const satisfies Record<
  PhotoboxFormatKey,
  { widthMm: number; heightMm: number; quantityMax: number; perPrint: PerShopCurrency }
>
export type PhotoboxFormat = PhotoboxFormatKey
export { PHOTOBOX_FORMAT_KEYS }

export function photoboxFormatString(format: PhotoboxFormat): string {
  return formatString(PHOTOBOX_FORMATS[format])
}

/** The spec's materials; the surcharge is per print. */
export const PHOTOBOX_MATERIALS = {
  'photo-matt': { names: { de: 'Fotopapier matt', en: 'Matte photo paper' }, perPrint: per(0, 0, 0) },
  'photo-glossy': { names: { de: 'Fotopapier glänzend', en: 'Glossy photo paper' }, perPrint: per(0, 0, 0) },
  hahnemuehle: { names: { de: 'Hahnemühle-Papier', en: 'Hahnemühle paper' }, perPrint: per(40, 50, 45) },
} as const satisfies Record<PhotoboxMaterialKey, { names: Names; perPrint: PerShopCurrency }>
export type PhotoboxMaterial = PhotoboxMaterialKey
export { PHOTOBOX_MATERIAL_KEYS, PHOTOBOX_PRINT_STEP }
