import {
  PHOTO_PRINT_BORDERS,
  PHOTO_PRINT_FORMAT_SIZES_MM,
  PHOTO_PRINT_PAPER_KEYS,
  type PhotoPrintBorder,
  type PhotoPrintFormatKey,
  type PhotoPrintPaperKey,
} from '@/lib/model/photo-print-keys'
import type { PerShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'
import { per, type Names } from '../photo-frame/materials'

/**
 * Photo prints (issue 29, ADR 0076) as data: the price of one print per format, the paper surcharge
 * and the border (free) per print, gross minor units per shop currency. Prices are ours; sizes and
 * keys come from the model (lib/model/photo-print-keys.ts), which the design document names too.
 */

export const PHOTO_PRINT_FORMATS = {
  '9x13': { price: per(19, 23, 21) },
  '10x15': { price: per(25, 30, 27) },
  '13x18': { price: per(45, 55, 49) },
  '15x20': { price: per(79, 95, 87) },
  '20x30': { price: per(199, 239, 219) },
  '10x10': { price: per(25, 30, 27) },
  '13x13': { price: per(45, 55, 49) },
} as const satisfies Record<PhotoPrintFormatKey, { price: PerShopCurrency }>

export const PHOTO_PRINT_PAPERS = {
  matt: { names: { de: 'matt', en: 'matte' }, price: per(0, 0, 0) },
  glossy: { names: { de: 'glänzend', en: 'glossy' }, price: per(0, 0, 0) },
  hahnemuehle: { names: { de: 'Hahnemühle', en: 'Hahnemühle' }, price: per(40, 50, 45) },
} as const satisfies Record<PhotoPrintPaperKey, { names: Names; price: PerShopCurrency }>

export const PHOTO_PRINT_BORDER_OPTIONS = {
  none: { names: { de: 'randlos', en: 'borderless' }, price: per(0, 0, 0) },
  white: { names: { de: 'weißer Rand', en: 'white border' }, price: per(0, 0, 0) },
} as const satisfies Record<PhotoPrintBorder, { names: Names; price: PerShopCurrency }>

/**
 * The three groups appended to /price-api/prices/photo-options-groups after colour, retouch and
 * border: the page prices each print from this answer, the cart from the same tables.
 */
export const PHOTO_PRINT_OPTION_GROUPS = {
  'print-format': {
    names: { de: 'Format', en: 'Size' },
    options: PHOTO_PRINT_FORMATS,
  },
  'print-paper': { names: { de: 'Papier', en: 'Paper' }, options: PHOTO_PRINT_PAPERS },
  'print-border': { names: { de: 'Rand', en: 'Border' }, options: PHOTO_PRINT_BORDER_OPTIONS },
} as const

/** Sets of one photo-print line (the whole order of prints, again). */
export const PHOTO_PRINTS_MAX_AMOUNT = 10

/** What a new photo starts with unless the URL names other defaults. */
export const PHOTO_PRINT_DEFAULTS = {
  format: '10x15',
  paper: 'matt',
  border: 'none',
} as const satisfies { format: PhotoPrintFormatKey; paper: PhotoPrintPaperKey; border: PhotoPrintBorder }

/** Width × height of a format in mm, portrait. */
export function photoPrintFormatSize(format: PhotoPrintFormatKey): readonly [number, number] {
  return PHOTO_PRINT_FORMAT_SIZES_MM[format]
}

export { PHOTO_PRINT_BORDERS, PHOTO_PRINT_PAPER_KEYS }
