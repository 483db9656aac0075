import { z } from 'zod'
import { COLLAGE_LAYOUT_KEYS, COLLAGE_MODES } from '@/lib/model/collage-keys'
import { hexColorSchema } from './colors'

/**
 * What a collage is (ADR 0079): the design it was made from, its layout, the spacing between cells and
 * the background colour, and the material mode. The material, size and frame themselves are the
 * document's `wallArt` spec, so a collage is priced, labelled and printed like wall art.
 */

export const COLLAGE_MAX_SPACING_MM = 30

export const collageSpecSchema = z
  .strictObject({
    designId: z.number().int().min(1).max(999_999).describe('Collage design of a design group'),
    layout: z.enum(COLLAGE_LAYOUT_KEYS).describe('Cell layout, e.g. grid-3x3'),
    mode: z.enum(COLLAGE_MODES).describe('leinwand, poster, framed-poster or mixed'),
    spacingMm: z
      .number()
      .min(0, 'spacing cannot be negative')
      .max(COLLAGE_MAX_SPACING_MM, `spacing is at most ${COLLAGE_MAX_SPACING_MM} mm`)
      .describe('Gap between cells and round the edge, in mm'),
    color: hexColorSchema.describe('Background colour'),
  })
  .describe('Collage: design, layout, spacing, background, material mode')

export type CollageSpec = z.output<typeof collageSpecSchema>
