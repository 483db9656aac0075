import { CELEBRATION_MOTIFS } from './motifs-celebration'
import { FAITH_MOTIFS } from './motifs-faith'
import { FAMILY_MOTIFS } from './motifs-family'
import { OUTDOOR_MOTIFS } from './motifs-outdoors'
import { PARTY_MOTIFS } from './motifs-party'
import { SCHOOL_EASTER_MOTIFS } from './motifs-school-easter'
import { SEASON_MOTIFS } from './motifs-seasons'
import { MOTIF_BOX, type ClipartOccasion, type Motif } from './types'

/**
 * The built-in clip art: original motifs drawn in code (no image files), referenced by clipart layers
 * as `motifId`. The same outlines feed the editor (Konva Path), previews (SVG) and the print PDF.
 */
export const MOTIFS: readonly Motif[] = [
  ...CELEBRATION_MOTIFS,
  ...PARTY_MOTIFS,
  ...FAMILY_MOTIFS,
  ...SCHOOL_EASTER_MOTIFS,
  ...SEASON_MOTIFS,
  ...OUTDOOR_MOTIFS,
  ...FAITH_MOTIFS,
]

const BY_ID = new Map(MOTIFS.map((motif) => [motif.id, motif]))

export function getMotif(id: string): Motif | undefined {
  return BY_ID.get(id)
}

export function motifsFor(occasion: ClipartOccasion): Motif[] {
  return MOTIFS.filter((motif) => motif.occasion === occasion)
}

/** The colour of slot `slot`: the layer's recolouring where given, else the motif's default. */
export function motifColor(motif: Motif, colors: readonly string[], slot: number): string {
  return colors[slot] ?? motif.colors[slot] ?? motif.colors[0] ?? '#000000'
}

/**
 * A standalone SVG of a motif (already-resolved #rrggbb colours), for the clip-art panel's thumbnails
 * and as the `assets` entry renderPageSvg draws for a clipart layer.
 */
export function motifSvg(motif: Motif, colors: readonly string[] = []): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MOTIF_BOX} ${MOTIF_BOX}">${motifPaths(motif, colors)}</svg>`
}

/** The motif's paths in its MOTIF_BOX square, for drawing it inside another SVG. */
export function motifPaths(motif: Motif, colors: readonly string[] = []): string {
  return motif.parts
    .map((part) => {
      const color = motifColor(motif, colors, part.slot)
      const paint =
        part.stroke === undefined
          ? `fill="${color}"`
          : `fill="none" stroke="${color}" stroke-width="${part.stroke}" stroke-linecap="round" stroke-linejoin="round"`
      return `<path d="${part.d}" ${paint}/>`
    })
    .join('')
}

export function motifDataUrl(motif: Motif, colors: readonly string[] = []): string {
  return `data:image/svg+xml;base64,${btoa(motifSvg(motif, colors))}`
}

export { CLIPART_OCCASIONS, MOTIF_BOX, type ClipartOccasion, type Motif, type MotifPart } from './types'
