import { z } from 'zod'
import {
  PHOTOBOX_DESIGN_KEYS,
  PHOTOBOX_FORMAT_KEYS,
  PHOTOBOX_FORMAT_SIZES_MM,
  PHOTOBOX_LID_SIZES_MM,
  PHOTOBOX_MATERIAL_KEYS,
  PHOTOBOX_PRINT_STEP,
  PHOTOBOX_QUANTITY_MAX,
  PHOTOBOX_TYPE_KEYS,
  type PhotoboxFormatKey,
} from '@/lib/model/photobox-keys'
import type { SizeMm } from './geometry'

/**
 * What a photo box is (ADR 0079): the lid's design, the box type, the print format and paper and how
 * many prints it holds. It travels inside the design document (`photobox`); the lid and print sizes are
 * derived from it here, and the document check holds the pages to them.
 */

export const PHOTOBOX_BLEED_MM = 3
export const PHOTOBOX_SAFE_MARGIN_MM = 5
const MAX_QUANTITY = Math.max(...Object.values(PHOTOBOX_QUANTITY_MAX))

export const photoboxSpecSchema = z
  .strictObject({
    designType: z.enum(PHOTOBOX_DESIGN_KEYS).describe('Lid design dt41 … dt58'),
    type: z.enum(PHOTOBOX_TYPE_KEYS).describe('standard or premium (linen)'),
    format: z.enum(PHOTOBOX_FORMAT_KEYS).describe('Print format: 10x15, 13x18 or 13x13'),
    material: z.enum(PHOTOBOX_MATERIAL_KEYS).describe('photo-matt, photo-glossy or hahnemuehle'),
    quantity: z
      .number()
      .int('the number of pictures is a whole number')
      .min(PHOTOBOX_PRINT_STEP, `a photo box holds at least ${PHOTOBOX_PRINT_STEP} pictures`)
      .max(MAX_QUANTITY, `a photo box holds at most ${MAX_QUANTITY} pictures`)
      .multipleOf(PHOTOBOX_PRINT_STEP, `pictures come in steps of ${PHOTOBOX_PRINT_STEP}`)
      .describe('Prints in the box'),
  })
  .superRefine((spec, ctx) => {
    const max = PHOTOBOX_QUANTITY_MAX[spec.format]
    if (spec.quantity > max) {
      ctx.addIssue({
        code: 'custom',
        path: ['quantity'],
        message: `a ${spec.format} photo box holds at most ${max} pictures`,
      })
    }
  })
  .describe('Photo box: design, type, print format, material, number of pictures')

export type PhotoboxSpec = z.output<typeof photoboxSpecSchema>

export interface PhotoboxLayout {
  /** The lid's printed top (the document's trim). */
  lid: SizeMm
  /** One print, portrait; a landscape photo prints height × width. */
  print: SizeMm
  bleedMm: typeof PHOTOBOX_BLEED_MM
  safeMarginMm: typeof PHOTOBOX_SAFE_MARGIN_MM
}

const size = ([width, height]: readonly [number, number]): SizeMm => ({ width, height })

export function photoboxLayout(spec: Pick<PhotoboxSpec, 'format'>): PhotoboxLayout {
  return {
    lid: size(PHOTOBOX_LID_SIZES_MM[spec.format]),
    print: size(PHOTOBOX_FORMAT_SIZES_MM[spec.format]),
    bleedMm: PHOTOBOX_BLEED_MM,
    safeMarginMm: PHOTOBOX_SAFE_MARGIN_MM,
  }
}

/** The document's format key: "photobox-10x15" (the lid). */
export function photoboxFormatKey(spec: Pick<PhotoboxSpec, 'format'>): `photobox-${PhotoboxFormatKey}` {
  return `photobox-${spec.format}`
}
