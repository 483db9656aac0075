/** Occasions the clip-art panel groups motifs by (keys match the catalogue's occasion wording). */
export const CLIPART_OCCASIONS = [
  'wedding',
  'birthday',
  'baby',
  'christmas',
  'easter',
  'faith',
  'mourning',
  'new-year',
  'nature',
  'travel',
  'school',
] as const
export type ClipartOccasion = (typeof CLIPART_OCCASIONS)[number]

/**
 * One outline of a motif: filled (default) or stroked, painted with colour slot `slot` of the layer
 * (clipart layer `colors[slot]`, falling back to the motif's default colours).
 */
export interface MotifPart {
  d: string
  slot: number
  stroke?: number
}

export interface Motif {
  id: string
  occasion: ClipartOccasion
  name: { de: string; en: string }
  /** Default colour per slot, #rrggbb. */
  colors: readonly string[]
  /** Drawn in a 100 × 100 box; layers scale it to their own box. */
  parts: readonly MotifPart[]
}

export const MOTIF_BOX = 100

export const fill = (d: string, slot = 0): MotifPart => ({ d, slot })
export const stroke = (d: string, width: number, slot = 0): MotifPart => ({ d, slot, stroke: width })

export const motif = (
  id: string,
  occasion: ClipartOccasion,
  de: string,
  en: string,
  colors: string[],
  parts: readonly MotifPart[],
): Motif => ({ id, occasion, name: { de, en }, colors, parts })
