import type { Format, FormatInput } from './format'
import type { PageRole } from './page'

type StandardFormat = Required<Omit<FormatInput, 'key'>> & {
  /** German product name for admin screens and seed output; shop pages take names from the catalogue. */
  label: string
  /** Pages a new design of this format starts with. */
  roles: readonly PageRole[]
}

const FLAT_ROLES = ['front', 'back'] as const
const FOLDED_HORIZONTAL = ['front', 'inside-top', 'inside-bottom', 'back'] as const
const FOLDED_VERTICAL = ['front', 'inside-left', 'inside-right', 'back'] as const
const card = { bleedMm: 3, safeMarginMm: 5, cut: 'rect', cornerRadiusMm: 0 } as const

/**
 * The card channel's standard formats. Sizes are flat trim sizes (see format.ts); folded formats
 * list the flat sheet, so "A6 folded" is 148 × 210 mm and each page is 148 × 105 mm.
 */
export const STANDARD_FORMATS = {
  'a6-postcard': {
    ...card,
    label: 'Postkarte A6',
    trimWidthMm: 148,
    trimHeightMm: 105,
    fold: 'none',
    orientation: 'landscape',
    roles: FLAT_ROLES,
  },
  'a6-folded': {
    ...card,
    label: 'Klappkarte A6',
    trimWidthMm: 148,
    trimHeightMm: 210,
    fold: 'horizontal',
    orientation: 'landscape',
    roles: FOLDED_HORIZONTAL,
  },
  'din-long': {
    ...card,
    label: 'DIN lang',
    trimWidthMm: 210,
    trimHeightMm: 99,
    fold: 'none',
    orientation: 'landscape',
    roles: FLAT_ROLES,
  },
  'square-148': {
    ...card,
    label: 'Quadratisch 148',
    trimWidthMm: 148,
    trimHeightMm: 148,
    fold: 'none',
    orientation: 'square',
    roles: FLAT_ROLES,
  },
  a5: {
    ...card,
    label: 'A5',
    trimWidthMm: 210,
    trimHeightMm: 148,
    fold: 'none',
    orientation: 'landscape',
    roles: FLAT_ROLES,
  },
  'place-card': {
    ...card,
    label: 'Platzkarte',
    safeMarginMm: 4,
    trimWidthMm: 100,
    trimHeightMm: 100,
    fold: 'tent',
    orientation: 'landscape',
    roles: ['front', 'back'],
  },
  'table-card': {
    ...card,
    label: 'Tischkarte',
    trimWidthMm: 210,
    trimHeightMm: 198,
    fold: 'tent',
    orientation: 'landscape',
    roles: ['front', 'back'],
  },
  'menu-card-din-long': {
    ...card,
    label: 'Menükarte DIN lang hoch',
    trimWidthMm: 99,
    trimHeightMm: 210,
    fold: 'none',
    orientation: 'portrait',
    roles: FLAT_ROLES,
  },
  // Added for the catalogue generator so that every catalogue format (lib/config/catalog.ts) has a
  // preset whose finished page is exactly that size, in both orientations where the shop sells both.
  'a6-postcard-portrait': {
    ...card,
    label: 'Postkarte A6 hoch',
    trimWidthMm: 105,
    trimHeightMm: 148,
    fold: 'none',
    orientation: 'portrait',
    roles: FLAT_ROLES,
  },
  'a6-folded-portrait': {
    ...card,
    label: 'Klappkarte A6 hoch',
    trimWidthMm: 210,
    trimHeightMm: 148,
    fold: 'vertical',
    orientation: 'portrait',
    roles: FOLDED_VERTICAL,
  },
  'a5-portrait': {
    ...card,
    label: 'A5 hoch',
    trimWidthMm: 148,
    trimHeightMm: 210,
    fold: 'none',
    orientation: 'portrait',
    roles: FLAT_ROLES,
  },
  'a5-folded': {
    ...card,
    label: 'Klappkarte A5',
    trimWidthMm: 210,
    trimHeightMm: 296,
    fold: 'horizontal',
    orientation: 'landscape',
    roles: FOLDED_HORIZONTAL,
  },
  'a5-folded-portrait': {
    ...card,
    label: 'Klappkarte A5 hoch',
    trimWidthMm: 296,
    trimHeightMm: 210,
    fold: 'vertical',
    orientation: 'portrait',
    roles: FOLDED_VERTICAL,
  },
  'square-145': {
    ...card,
    label: 'Quadratisch 145',
    trimWidthMm: 145,
    trimHeightMm: 145,
    fold: 'none',
    orientation: 'square',
    roles: FLAT_ROLES,
  },
  'square-145-folded': {
    ...card,
    label: 'Klappkarte quadratisch 145',
    trimWidthMm: 290,
    trimHeightMm: 145,
    fold: 'vertical',
    orientation: 'square',
    roles: FOLDED_VERTICAL,
  },
  'din-long-folded': {
    ...card,
    label: 'Klappkarte DIN lang hoch',
    trimWidthMm: 198,
    trimHeightMm: 210,
    fold: 'vertical',
    orientation: 'portrait',
    roles: FOLDED_VERTICAL,
  },
  'place-card-a7': {
    ...card,
    label: 'Platzkarte A7',
    safeMarginMm: 4,
    trimWidthMm: 105,
    trimHeightMm: 148,
    fold: 'tent',
    orientation: 'landscape',
    roles: ['front', 'back'],
  },
  'a7-postcard': {
    ...card,
    label: 'Karte A7',
    safeMarginMm: 4,
    trimWidthMm: 105,
    trimHeightMm: 74,
    fold: 'none',
    orientation: 'landscape',
    roles: FLAT_ROLES,
  },
  'sticker-round-40': {
    ...card,
    label: 'Sticker rund 40 mm',
    safeMarginMm: 4,
    cut: 'ellipse',
    trimWidthMm: 40,
    trimHeightMm: 40,
    fold: 'none',
    orientation: 'square',
    roles: ['front'],
  },
  'sticker-rect-60x40': {
    ...card,
    label: 'Sticker 6 × 4 cm',
    safeMarginMm: 3,
    trimWidthMm: 40,
    trimHeightMm: 60,
    fold: 'none',
    orientation: 'portrait',
    roles: ['front'],
  },
  'sticker-round-50': {
    ...card,
    label: 'Sticker rund 50 mm',
    safeMarginMm: 4,
    cut: 'ellipse',
    trimWidthMm: 50,
    trimHeightMm: 50,
    fold: 'none',
    orientation: 'square',
    roles: ['front'],
  },
  /** The table plan (ADR 0109): one A2 sheet, printed flat; a wider safe margin for hanging it. */
  'poster-a2': {
    ...card,
    label: 'Poster A2',
    safeMarginMm: 15,
    trimWidthMm: 420,
    trimHeightMm: 594,
    fold: 'none',
    orientation: 'portrait',
    roles: ['front'],
  },
  'bottle-label': {
    ...card,
    label: 'Flaschenetikett',
    trimWidthMm: 90,
    trimHeightMm: 120,
    fold: 'none',
    orientation: 'portrait',
    roles: ['front'],
  },
} as const satisfies Record<string, StandardFormat>

export type StandardFormatKey = keyof typeof STANDARD_FORMATS
export const STANDARD_FORMAT_KEYS = Object.keys(STANDARD_FORMATS) as StandardFormatKey[]

export function isStandardFormatKey(key: string): key is StandardFormatKey {
  return Object.hasOwn(STANDARD_FORMATS, key)
}

/** The document's `format` field for a standard format (a fresh object; documents own their copy). */
export function standardFormat(key: StandardFormatKey): Format {
  const { label: _label, roles: _roles, ...format } = STANDARD_FORMATS[key]
  return { key, ...format }
}
