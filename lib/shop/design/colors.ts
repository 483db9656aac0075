import { z } from 'zod'
import { DESIGN_LIMITS } from './limits'

/**
 * A colour is either a literal `#rrggbb` or a reference `palette:<name>` into the document's palette.
 * References let a catalogue template be recoloured by swapping the palette alone, which is how one
 * design becomes twenty colourways in the seed script. Strings (not objects) keep the JSON readable
 * and map one-to-one onto the `fill` props of Konva and SVG once resolved.
 */
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/
const PALETTE_NAME = /^[a-z][a-z0-9-]{0,31}$/
const PALETTE_PREFIX = 'palette:'

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

export function paletteRef(name: string): Color {
  return `${PALETTE_PREFIX}${name}`
}

/** The palette name a colour refers to, or undefined for a literal colour. */
export function paletteNameOf(color: Color): string | undefined {
  return color.startsWith(PALETTE_PREFIX) ? color.slice(PALETTE_PREFIX.length) : undefined
}

/**
 * Resolves a colour to `#rrggbb`. A dangling reference cannot occur in a validated document; the
 * fallback exists for documents mid-edit and is a visible magenta so the bug is noticed, not hidden.
 */
export function resolveColor(color: Color, palette: Palette): string {
  const name = paletteNameOf(color)
  if (name === undefined) return color.toLowerCase()
  return (palette[name] ?? '#ff00ff').toLowerCase()
}
