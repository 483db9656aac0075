/**
 * The photo-box vocabulary (spec section 3, "Photo box and collage") as keys and sizes only, below the
 * domain for the same reason as calendar-keys.ts: the design document's optional `photobox` spec names
 * them; photobox/config.ts carries names and prices per key, checked with `satisfies`.
 */

/** dt41 … dt58, in the spec's numbering. */
export const PHOTOBOX_DESIGN_KEYS = [
  'dt41',
  'dt42',
  'dt43',
  'dt44',
  'dt45',
  'dt46',
  'dt47',
  'dt48',
  'dt49',
  'dt50',
  'dt51',
  'dt52',
  'dt53',
  'dt54',
  'dt55',
  'dt56',
  'dt57',
  'dt58',
] as const
export type PhotoboxDesignKey = (typeof PHOTOBOX_DESIGN_KEYS)[number]

export const PHOTOBOX_TYPE_KEYS = ['standard', 'premium'] as const
export type PhotoboxTypeKey = (typeof PHOTOBOX_TYPE_KEYS)[number]

/** One print, width × height in mm (portrait; a landscape photo prints the other way round). */
export const PHOTOBOX_FORMAT_SIZES_MM = {
  '10x15': [100, 150],
  '13x18': [130, 180],
  '13x13': [130, 130],
} as const satisfies Record<string, readonly [number, number]>
export type PhotoboxFormatKey = keyof typeof PHOTOBOX_FORMAT_SIZES_MM
export const PHOTOBOX_FORMAT_KEYS = Object.keys(PHOTOBOX_FORMAT_SIZES_MM) as [
  PhotoboxFormatKey,
  ...PhotoboxFormatKey[],
]

/** The spec's photoboxQuantityMax: how many prints the box for a format holds. */
export const PHOTOBOX_QUANTITY_MAX = {
  '10x15': 100,
  '13x18': 60,
  '13x13': 60,
} as const satisfies Record<PhotoboxFormatKey, number>

/** The lid's printed top, width × height in mm: the box is 6 mm wider than its prints on each side. */
export const PHOTOBOX_LID_SIZES_MM = {
  '10x15': [112, 162],
  '13x18': [142, 192],
  '13x13': [142, 142],
} as const satisfies Record<PhotoboxFormatKey, readonly [number, number]>

export const PHOTOBOX_MATERIAL_KEYS = ['photo-matt', 'photo-glossy', 'hahnemuehle'] as const
export type PhotoboxMaterialKey = (typeof PHOTOBOX_MATERIAL_KEYS)[number]

/** Prints are ordered in steps of 10, from 10 to the box's maximum. */
export const PHOTOBOX_PRINT_STEP = 10
