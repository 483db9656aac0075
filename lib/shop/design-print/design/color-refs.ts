import type { Color, Palette } from './colors'

/**
 * Reading colours (`#rrggbb` or `palette:<name>`, see colors.ts) without the schemas: the design
 * tool's first render needs these, and importing colors.ts there would load zod with it (ADR 0036).
 */
export const PALETTE_PREFIX = 'palette:'

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
