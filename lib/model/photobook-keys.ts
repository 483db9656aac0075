/**
 * The photo-book vocabulary (spec section 3, "Photo book") as keys and sizes only, below the domain
 * for the same reason as calendar-keys.ts: the design document's optional `photobook` spec names
 * them; photobook/config.ts carries names, rules and prices per key, checked with `satisfies`.
 */

export const PHOTOBOOK_TYPE_KEYS = ['digitalfotobuch', 'echtfotobuch', 'fotoheft'] as const
export type PhotobookTypeKey = (typeof PHOTOBOOK_TYPE_KEYS)[number]

/** One inner page, width × height in mm. */
export const PHOTOBOOK_FORMAT_SIZES_MM = {
  'din-landscape': [297, 210],
  'din-portrait': [210, 297],
  square: [210, 210],
} as const satisfies Record<string, readonly [number, number]>
export type PhotobookFormatKey = keyof typeof PHOTOBOOK_FORMAT_SIZES_MM
export const PHOTOBOOK_FORMAT_KEYS = Object.keys(PHOTOBOOK_FORMAT_SIZES_MM) as [
  PhotobookFormatKey,
  ...PhotobookFormatKey[],
]

export const PHOTOBOOK_COVERS = ['hard', 'soft'] as const
export type PhotobookCoverKey = (typeof PHOTOBOOK_COVERS)[number]
export const PHOTOBOOK_BINDINGS = ['heftbindung', 'layflat', 'pur'] as const
export type PhotobookBindingKey = (typeof PHOTOBOOK_BINDINGS)[number]
export const PHOTOBOOK_LAMINATIONS = ['glossy', 'matt'] as const
export type PhotobookLaminationKey = (typeof PHOTOBOOK_LAMINATIONS)[number]
export const PHOTOBOOK_PAPER_KEYS = ['standard', 'matt', 'glaenzend', 'feinstweiss'] as const
export type PhotobookPaperKey = (typeof PHOTOBOOK_PAPER_KEYS)[number]
