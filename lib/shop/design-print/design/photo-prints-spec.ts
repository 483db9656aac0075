import { z } from 'zod'
import {
  PHOTO_PRINT_BLEED_MM,
  PHOTO_PRINT_BORDERS,
  PHOTO_PRINT_FORMAT_KEYS,
  PHOTO_PRINT_MAX_COPIES,
  PHOTO_PRINT_PAPER_KEYS,
  PHOTO_PRINTS_MAX_ITEMS,
} from '@/lib/model/photo-print-keys'

/**
 * What a set of photo prints is (ADR 0079): one item per print page, each with its own format, paper,
 * border and number of copies. `items[i]` belongs to `pages[i]`; the document check holds each page to
 * its item's size, so the price (read from the items) and the print file cannot disagree.
 */

export { PHOTO_PRINT_BLEED_MM }
/** Safe margin of a print: nothing but the photo is on it, so only the border matters. */
export const PHOTO_PRINT_SAFE_MARGIN_MM = 0
/** The document's format key; every page carries its own size. */
export const PHOTO_PRINT_FORMAT_KEY = 'photoprint'

export const photoPrintItemSchema = z.strictObject({
  format: z.enum(PHOTO_PRINT_FORMAT_KEYS).describe('Print format, e.g. 10x15'),
  paper: z.enum(PHOTO_PRINT_PAPER_KEYS).describe('matt, glossy or hahnemuehle'),
  border: z.enum(PHOTO_PRINT_BORDERS).describe('none (borderless) or white'),
  copies: z
    .number()
    .int('copies are a whole number')
    .min(1, 'at least one copy')
    .max(PHOTO_PRINT_MAX_COPIES, `at most ${PHOTO_PRINT_MAX_COPIES} copies of one photo`)
    .describe('Copies of this print'),
})

export const photoPrintsSpecSchema = z
  .strictObject({
    items: z
      .array(photoPrintItemSchema)
      .min(1, 'choose at least one photo')
      .max(PHOTO_PRINTS_MAX_ITEMS, `at most ${PHOTO_PRINTS_MAX_ITEMS} photos in one order line`)
      .describe('One item per print page, in page order'),
  })
  .describe('Photo prints: format, paper, border and copies per print')

export type PhotoPrintsSpec = z.output<typeof photoPrintsSpecSchema>
export type PhotoPrintItem = z.output<typeof photoPrintItemSchema>
