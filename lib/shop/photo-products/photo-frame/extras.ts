import type { PerShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'
import { per, type Names } from './materials'

/** Standard format groups, hanging extras and image options of wall art; prices are ours. */

/** Standard formats by group; width × height in mm, portrait (turned for landscape). */
export const FORMAT_GROUPS = {
  din: {
    names: { de: 'DIN-Formate', en: 'A sizes' },
    formats: ['210x297', '297x420', '420x594', '594x841', '841x1189'],
  },
  classic: {
    names: { de: '2:3 (Fotoformat)', en: '2:3 (photo)' },
    formats: ['200x300', '400x600', '600x900', '800x1200'],
  },
  'three-four': { names: { de: '3:4', en: '3:4' }, formats: ['300x400', '450x600', '600x800', '900x1200'] },
  square: {
    names: { de: 'Quadratisch', en: 'Square' },
    formats: ['300x300', '500x500', '700x700', '1000x1000'],
  },
  panorama: { names: { de: 'Panorama', en: 'Panorama' }, formats: ['300x900', '400x1200', '500x1500'] },
} as const satisfies Record<string, { names: Names; formats: readonly string[] }>
export type FormatGroup = keyof typeof FORMAT_GROUPS
export const FORMAT_GROUP_KEYS = Object.keys(FORMAT_GROUPS) as [FormatGroup, ...FormatGroup[]]

/** Extras for hanging wall art, per piece. */
export const WALL_ART_ACCESSORIES = {
  'hanging-kit': { names: { de: 'Aufhängeset', en: 'Hanging kit' }, price: per(499, 599, 549) },
  'gallery-rail': {
    names: { de: 'Galerieschiene 1 m', en: 'Gallery rail 1 m' },
    price: per(1999, 2399, 2199),
  },
  spacers: {
    names: { de: 'Wandabstandshalter (4 Stück)', en: 'Wall spacers (4 pieces)' },
    price: per(399, 479, 439),
  },
  'easel-back': { names: { de: 'Aufsteller', en: 'Easel back' }, price: per(299, 359, 329) },
} as const satisfies Record<string, { names: Names; price: PerShopCurrency }>
export type WallArtAccessory = keyof typeof WALL_ART_ACCESSORIES
export const WALL_ART_ACCESSORY_KEYS = Object.keys(WALL_ART_ACCESSORIES) as [
  WallArtAccessory,
  ...WallArtAccessory[],
]

/** Image options charged per article, in groups of which one option each is chosen. */
export const PHOTO_OPTION_GROUPS = {
  colour: {
    names: { de: 'Farbe', en: 'Colour' },
    options: { original: per(0, 0, 0), 'black-white': per(0, 0, 0), sepia: per(0, 0, 0) },
  },
  retouch: {
    names: { de: 'Bildoptimierung', en: 'Image enhancement' },
    options: { none: per(0, 0, 0), auto: per(299, 349, 329), professional: per(1499, 1799, 1649) },
  },
  border: {
    names: { de: 'Rand', en: 'Border' },
    options: { none: per(0, 0, 0), 'white-5mm': per(0, 0, 0), 'white-20mm': per(199, 249, 219) },
  },
} as const satisfies Record<string, { names: Names; options: Record<string, PerShopCurrency> }>
export type PhotoOptionGroup = keyof typeof PHOTO_OPTION_GROUPS
export const WALL_ART_MAX_QUANTITY = 50
