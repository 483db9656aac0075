import { z } from 'zod'
import { DESIGN_LIMITS } from './limits'

/** Ids are short slugs: they appear in URLs of asset requests and as SVG/DOM ids, so no free text. */
const ID = /^[A-Za-z0-9_-]{1,64}$/
export const idSchema = z.string().regex(ID, 'ids are 1–64 letters, digits, dashes or underscores')
export const assetIdSchema = idSchema.describe('Id of an uploaded or catalogue image asset')
export const catalogueIdSchema = idSchema.describe('Id of a built-in motif, pattern, frame or vector')

/**
 * Control characters (other than newline and tab) break XML, PDF text operators and sharp; they never
 * come from a keyboard, only from pasted binary or a hostile client.
 */
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]/
export const printableText = (max: number, what: string) =>
  z
    .string()
    .max(max, `${what} must be at most ${max} characters`)
    .refine((value) => !CONTROL_CHARS.test(value), `${what} contains control characters`)

export const labelSchema = printableText(DESIGN_LIMITS.maxLabelLength, 'Label')

/**
 * A number of millimetres within the bounds any layer may use (the largest wall art with its canvas
 * wrap, as a stretched canvas's photo covers the bleed); the document
 * check holds card layers to the card sizes and keeps every layer near its page.
 */
const MAX_LAYER_MM = DESIGN_LIMITS.maxWallArtSideMm + 2 * DESIGN_LIMITS.maxWallArtBleedMm
const positionMm = z
  .number({ error: 'position must be a number of millimetres' })
  .min(-MAX_LAYER_MM)
  .max(MAX_LAYER_MM)
const sizeMm = (what: string) =>
  z
    .number({ error: `${what} must be a number of millimetres` })
    .min(DESIGN_LIMITS.minLayerSideMm, `${what} must be at least ${DESIGN_LIMITS.minLayerSideMm} mm`)
    .max(MAX_LAYER_MM, `${what} must be at most ${MAX_LAYER_MM} mm`)

/**
 * Fields every layer has. Coordinates are mm from the top-left corner of the page's trim box, so the
 * same numbers place a layer in Konva (scaled), SVG (viewBox in mm) and the PDF (converted to pt).
 * Rotation turns the box about its centre, not about (x, y) as Konva does by default: the centre is
 * what a designer expects to stay put, and the Konva adapter sets offsetX/offsetY to match.
 */
export const layerBaseShape = {
  id: idSchema,
  name: labelSchema.describe('Name shown in the layer list'),
  x: positionMm.describe('Left edge of the unrotated box, mm from the trim left'),
  y: positionMm.describe('Top edge of the unrotated box, mm from the trim top'),
  width: sizeMm('Width'),
  height: sizeMm('Height'),
  rotation: z
    .number()
    .min(-360, 'rotation must be between -360 and 360 degrees')
    .max(360, 'rotation must be between -360 and 360 degrees')
    .default(0)
    .describe('Clockwise degrees about the box centre'),
  opacity: z.number().min(0, 'opacity must be 0–1').max(1, 'opacity must be 0–1').default(1),
  locked: z.boolean().default(false).describe('Customer cannot move or edit it (template furniture)'),
  hidden: z.boolean().default(false),
}

/**
 * A crop as fractions (0..1) of the source image, so it survives the image being re-uploaded at
 * another resolution and needs no pixel size to be known when the document is validated.
 */
export const cropSchema = z
  .strictObject({
    x: z.number().min(0, 'crop x must be 0–1').max(1, 'crop x must be 0–1'),
    y: z.number().min(0, 'crop y must be 0–1').max(1, 'crop y must be 0–1'),
    width: z.number().gt(0, 'crop width must be greater than 0').max(1, 'crop width must be at most 1'),
    height: z.number().gt(0, 'crop height must be greater than 0').max(1, 'crop height must be at most 1'),
  })
  .refine((c) => c.x + c.width <= 1 + 1e-9 && c.y + c.height <= 1 + 1e-9, {
    message: 'crop must stay inside the image (x + width and y + height at most 1)',
  })
  .describe('Visible part of the source image as fractions 0..1')
export type Crop = z.infer<typeof cropSchema>

export const FULL_CROP: Crop = { x: 0, y: 0, width: 1, height: 1 }
