/**
 * The photo-print vocabulary (issue 29, "Photo prints") as keys and sizes only, below the domain
 * because the design document's optional `photoPrints` spec names them; photo-prints/config.ts carries
 * names and prices per key, checked with `satisfies`.
 */

/** One print, width × height in mm (portrait; a landscape photo prints the other way round). */
export const PHOTO_PRINT_FORMAT_SIZES_MM = {
  '9x13': [90, 130],
  '10x15': [100, 150],
  '13x18': [130, 180],
  '15x20': [150, 200],
  '20x30': [200, 300],
  '10x10': [100, 100],
  '13x13': [130, 130],
} as const satisfies Record<string, readonly [number, number]>
export type PhotoPrintFormatKey = keyof typeof PHOTO_PRINT_FORMAT_SIZES_MM
export const PHOTO_PRINT_FORMAT_KEYS = Object.keys(PHOTO_PRINT_FORMAT_SIZES_MM) as [
  PhotoPrintFormatKey,
  ...PhotoPrintFormatKey[],
]

export const PHOTO_PRINT_PAPER_KEYS = ['matt', 'glossy', 'hahnemuehle'] as const
export type PhotoPrintPaperKey = (typeof PHOTO_PRINT_PAPER_KEYS)[number]

/** Borderless (the photo runs over the cut) or a white border inside the trim. */
export const PHOTO_PRINT_BORDERS = ['none', 'white'] as const
export type PhotoPrintBorder = (typeof PHOTO_PRINT_BORDERS)[number]

/** Width of the white border, inside the trim. */
export const PHOTO_PRINT_BORDER_MM = 4
/** The lab cuts prints from a larger sheet: 2 mm beyond the trim on every side. */
export const PHOTO_PRINT_BLEED_MM = 2
/** Photos in one order line: a large holiday, and a bound on the print job's work. */
export const PHOTO_PRINTS_MAX_ITEMS = 250
/** Copies of one photo in one line. */
export const PHOTO_PRINT_MAX_COPIES = 99
