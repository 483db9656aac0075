import { el } from '../svg-xml'
import { BOTANICAL_MOTIFS } from './botanical'
import { FESTIVE_MOTIFS } from './festive'
import { SYMBOL_MOTIFS } from './symbols'
import type { Motif } from './types'

/**
 * The built-in motif catalogue that clipart layers name by `motifId`. Motifs are vector drawings in
 * code (no stock images) recoloured by the layer's `colors`, so one motif serves every palette. The
 * SVG renderer draws them inline; the editor can show the same drawing via motifDataUrl.
 */
export const BUILTIN_MOTIFS: Readonly<Record<string, Motif>> = {
  ...BOTANICAL_MOTIFS,
  ...SYMBOL_MOTIFS,
  ...FESTIVE_MOTIFS,
}
export const BUILTIN_MOTIF_IDS = Object.keys(BUILTIN_MOTIFS)

export function builtinMotif(id: string): Motif | undefined {
  return Object.hasOwn(BUILTIN_MOTIFS, id) ? BUILTIN_MOTIFS[id] : undefined
}

/** The motif's inner markup in its 100 × 100 box, or undefined for an id that is not built in. */
export function motifMarkup(id: string, colors: readonly string[]): string | undefined {
  return builtinMotif(id)?.draw(colors)
}

/** A standalone SVG document of the motif (for <img>, Konva images and tests). */
export function motifSvg(id: string, colors: readonly string[]): string | undefined {
  const markup = motifMarkup(id, colors)
  return markup === undefined
    ? undefined
    : el(
        'svg',
        { xmlns: 'http://www.w3.org/2000/svg', viewBox: '0 0 100 100', width: 100, height: 100 },
        markup,
      )
}
