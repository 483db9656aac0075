import { z } from 'zod'
import { DESIGN_LIMITS } from './limits'

/**
 * The physical format of a card. Trim sizes are of the flat sheet as the printer cuts it; a fold
 * splits that sheet into panels, and every page of the document is one panel (see `panelSize` in
 * geometry.ts). So "A6 folded" is 148 × 210 mm flat with a horizontal fold and 148 × 105 mm pages.
 */
export const FOLDS = [
  'none',
  /** Fold line runs top to bottom: a book-style card with inside-left and inside-right. */
  'vertical',
  /** Fold line runs left to right: a top-fold card with inside-top and inside-bottom. */
  'horizontal',
  /** Horizontal fold standing as a tent (place and table cards): the back panel prints upside down. */
  'tent',
] as const
export type Fold = (typeof FOLDS)[number]

export const ORIENTATIONS = ['portrait', 'landscape', 'square'] as const
export type Orientation = (typeof ORIENTATIONS)[number]

/** The die-cut outline; round stickers are cut as an ellipse inside their trim box. */
export const CUT_SHAPES = ['rect', 'ellipse'] as const
export type CutShape = (typeof CUT_SHAPES)[number]

const FORMAT_KEY = /^[a-z0-9][a-z0-9-]{0,63}$/

export const mmSide = (what: string) =>
  z
    .number({ error: `${what} must be a number of millimetres` })
    .positive(`${what} must be greater than 0 mm`)
    .max(DESIGN_LIMITS.maxWallArtSideMm, `${what} must be at most ${DESIGN_LIMITS.maxWallArtSideMm} mm`)

export const formatSchema = z
  .strictObject({
    key: z
      .string()
      .regex(FORMAT_KEY, 'format key must be lower-case letters, digits and dashes')
      .describe('Catalogue format key, e.g. a6-postcard'),
    trimWidthMm: mmSide('Trim width').describe('Flat sheet width after cutting, in mm'),
    trimHeightMm: mmSide('Trim height').describe('Flat sheet height after cutting, in mm'),
    bleedMm: z
      .number()
      .min(0, 'Bleed cannot be negative')
      .max(DESIGN_LIMITS.maxWallArtBleedMm, `Bleed must be at most ${DESIGN_LIMITS.maxWallArtBleedMm} mm`)
      .default(DESIGN_LIMITS.defaultBleedMm)
      .describe('Extra print area beyond the trim on every side, in mm'),
    safeMarginMm: z
      .number()
      .min(0, 'Safe margin cannot be negative')
      .max(DESIGN_LIMITS.maxSafeMarginMm, `Safe margin must be at most ${DESIGN_LIMITS.maxSafeMarginMm} mm`)
      .describe('Distance inside the trim that text should keep from the cut, in mm'),
    fold: z.enum(FOLDS).describe('How the flat sheet is folded into pages'),
    orientation: z.enum(ORIENTATIONS).describe('Orientation of one finished (folded) page'),
    cut: z.enum(CUT_SHAPES).default('rect').describe('Die-cut outline'),
    cornerRadiusMm: z
      .number()
      .min(0, 'Corner radius cannot be negative')
      .max(DESIGN_LIMITS.maxCornerRadiusMm)
      .default(0)
      .describe('Rounded corners of a rect cut, in mm'),
  })
  .describe('Physical format of the printed product')

export type Format = z.output<typeof formatSchema>
export type FormatInput = z.input<typeof formatSchema>
