import { z } from 'zod'
import { PALETTE_PREFIX } from './color-refs'
import { DESIGN_LIMITS } from './limits'

/**
 * A colour is either a literal `#rrggbb` or a reference `palette:<name>` into the document's palette.
 * References let a catalogue template be recoloured by swapping the palette alone, which is how one
 * design becomes twenty colourways in the seed script. Strings (not objects) keep the JSON readable
 * and map one-to-one onto the `fill` props of Konva and SVG once resolved.
 */
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/
const PALETTE_NAME = /^[a-z][a-z0-9-]{0,31}$/

export const hexColorSchema = z.string().regex(HEX_COLOR, 'must be a colour like #1a2b3c')
export const paletteNameSchema = z
  .string()
  .regex(PALETTE_NAME, 'palette names are lower-case letters, digits and dashes, starting with a letter')

export const colorSchema = z
  .string()
  .refine(
    (value) =>
      HEX_COLOR.test(value) ||
      (value.startsWith(PALETTE_PREFIX) && PALETTE_NAME.test(value.slice(PALETTE_PREFIX.length))),
    { message: 'must be a colour like #1a2b3c or a palette reference like palette:accent' },
  )
  .describe('#rrggbb or palette:<name>')
export type Color = z.infer<typeof colorSchema>

export const paletteSchema = z
  .record(paletteNameSchema, hexColorSchema)
  .refine((palette) => Object.keys(palette).length <= DESIGN_LIMITS.maxPaletteColors, {
    message: `a palette has at most ${DESIGN_LIMITS.maxPaletteColors} colours`,
  })
  .describe('Named colours that layers reference as palette:<name>')
export type Palette = z.infer<typeof paletteSchema>

// The plain helpers live apart so the browser can use them without loading zod (ADR 0036).
export { paletteNameOf, paletteRef, resolveColor } from './color-refs'
