import { COLLAGE_LAYOUT_KEYS, type CollageLayoutKey } from '@/lib/model/collage-keys'
import type { Box } from './geometry'

/**
 * Collage layouts as data (ADR 0077): photo cells as fractions of the collage's visible area, so one
 * layout fits every size of its shape. `collageCells` turns them into millimetres with the shopper's
 * spacing: the same gap between neighbouring cells and round the edge, every cell of the same
 * fraction the same size. Heart and circle are rectangular cells set out in the shape; what they
 * leave free shows the background (the circle's middle carries the text).
 */

export type FracBox = { x: number; y: number; width: number; height: number }
export type CollageAspect = 'portrait' | 'landscape' | 'square'

export interface CollageLayout {
  cells: readonly FracBox[]
  /** The shape of size the layout is drawn for; the design's formats follow it. */
  aspect: CollageAspect
  /** Where the optional text sits: a free area of the layout, or null for a band under the cells. */
  text: FracBox | null
  /** The size "WxH" it opens at where the material is made in it: 60 × 90 cm, strips as a panorama. */
  opening: string
}

const f = (x: number, y: number, width: number, height: number): FracBox => ({ x, y, width, height })

/** Cells on a grid of `cols` × `rows` units: [col, row, spanCols, spanRows]. */
function units(cols: number, rows: number, cells: readonly (readonly [number, number, number, number])[]) {
  return cells.map(([c, r, w, h]) => f(c / cols, r / rows, w / cols, h / rows))
}

function grid(cols: number, rows: number): FracBox[] {
  return Array.from({ length: cols * rows }, (_, i) =>
    f((i % cols) / cols, Math.floor(i / cols) / rows, 1 / cols, 1 / rows),
  )
}

const PORTRAIT = '600x900'
const LANDSCAPE = '900x600'
const SQUARE = '700x700'
const PANORAMA = '1200x400'

export const COLLAGE_LAYOUTS = {
  'grid-2x2': { cells: grid(2, 2), aspect: 'square', text: null, opening: SQUARE },
  'grid-3x3': { cells: grid(3, 3), aspect: 'square', text: null, opening: SQUARE },
  'grid-4x4': { cells: grid(4, 4), aspect: 'square', text: null, opening: SQUARE },
  'grid-2x3': { cells: grid(2, 3), aspect: 'portrait', text: null, opening: PORTRAIT },
  'grid-3x4': { cells: grid(3, 4), aspect: 'portrait', text: null, opening: PORTRAIT },
  'hero-left-4': {
    cells: units(3, 3, [
      [0, 0, 2, 3],
      [2, 0, 1, 1],
      [2, 1, 1, 1],
      [2, 2, 1, 1],
    ]),
    aspect: 'landscape',
    text: null,
    opening: LANDSCAPE,
  },
  'hero-top-5': {
    cells: units(4, 5, [
      [0, 0, 4, 3],
      [0, 3, 1, 2],
      [1, 3, 1, 2],
      [2, 3, 1, 2],
      [3, 3, 1, 2],
    ]),
    aspect: 'portrait',
    text: null,
    opening: PORTRAIT,
  },
  'mosaic-7': {
    cells: units(6, 3, [
      [0, 0, 3, 1],
      [3, 0, 3, 1],
      [0, 1, 4, 1],
      [4, 1, 2, 1],
      [0, 2, 2, 1],
      [2, 2, 2, 1],
      [4, 2, 2, 1],
    ]),
    aspect: 'portrait',
    text: null,
    opening: PORTRAIT,
  },
  'mosaic-9': {
    cells: units(4, 4, [
      [0, 0, 2, 2],
      [2, 0, 1, 1],
      [3, 0, 1, 1],
      [2, 1, 1, 1],
      [3, 1, 1, 1],
      [0, 2, 1, 2],
      [1, 2, 1, 1],
      [1, 3, 1, 1],
      [2, 2, 2, 2],
    ]),
    aspect: 'square',
    text: null,
    opening: SQUARE,
  },
  'strip-3': { cells: grid(3, 1), aspect: 'landscape', text: null, opening: PANORAMA },
  'strip-4': { cells: grid(4, 1), aspect: 'landscape', text: null, opening: PANORAMA },
  'heart-12': {
    // Two lobes of two cells each, a full row, a row of three, two halves, the point.
    cells: units(10, 5, [
      [0, 0, 2, 1],
      [2, 0, 2, 1],
      [6, 0, 2, 1],
      [8, 0, 2, 1],
      [0, 1, 2, 1],
      [2, 1, 2, 1],
      [4, 1, 2, 1],
      [6, 1, 2, 1],
      [8, 1, 2, 1],
      [2, 2, 3, 1],
      [5, 2, 3, 1],
      [4, 3, 2, 1],
    ]),
    aspect: 'landscape',
    text: f(0.1, 0.8, 0.8, 0.2),
    opening: LANDSCAPE,
  },
  'circle-8': {
    // The ring of a 3 × 3 grid; the middle stays free for the text.
    cells: grid(3, 3).filter((_, i) => i !== 4),
    aspect: 'square',
    text: f(1 / 3, 1 / 3, 1 / 3, 1 / 3),
    opening: SQUARE,
  },
} as const satisfies Record<CollageLayoutKey, CollageLayout>

export { COLLAGE_LAYOUT_KEYS }
export type { CollageLayoutKey }

/** Share of the height the text band takes under the cells when a layout has no free area for it. */
export const COLLAGE_TEXT_BAND = 0.14
/** The smallest cell side spacing may leave, so a photo never shrinks to a sliver. */
export const MIN_CELL_MM = 15

/** A layout's text area, and the area its cells fill (shortened by the band when text is shown). */
export function collageAreas(
  layout: CollageLayoutKey,
  withText: boolean,
): { cells: FracBox; text: FracBox | null } {
  const text = COLLAGE_LAYOUTS[layout].text
  if (!withText) return { cells: f(0, 0, 1, 1), text: null }
  if (text) return { cells: f(0, 0, 1, 1), text }
  return { cells: f(0, 0, 1, 1 - COLLAGE_TEXT_BAND), text: f(0, 1 - COLLAGE_TEXT_BAND, 1, COLLAGE_TEXT_BAND) }
}

/**
 * The cells in mm inside an area of `widthMm` × `heightMm` (origin at its top-left corner): a line at
 * fraction t lies at s/2 + t·(side − s), each cell is inset by s/2 from its lines, so neighbours are s
 * apart and the outer cells s from the edge.
 */
export function layoutCells(
  cells: readonly FracBox[],
  widthMm: number,
  heightMm: number,
  spacingMm: number,
): Box[] {
  const s = spacingMm
  const at = (t: number, side: number) => s / 2 + t * (side - s)
  return cells.map((cell) => {
    const x = at(cell.x, widthMm) + s / 2
    const y = at(cell.y, heightMm) + s / 2
    return {
      x,
      y,
      width: at(cell.x + cell.width, widthMm) - s / 2 - x,
      height: at(cell.y + cell.height, heightMm) - s / 2 - y,
    }
  })
}

/**
 * The most spacing a layout takes at a size before a cell gets narrower than MIN_CELL_MM, in whole
 * millimetres, at most `cap`: a cell of fraction f is f·(side − s) − s wide.
 */
export function maxCollageSpacing(
  cells: readonly FracBox[],
  widthMm: number,
  heightMm: number,
  cap: number,
): number {
  let max = cap
  for (const cell of cells) {
    for (const [fraction, side] of [
      [cell.width, widthMm],
      [cell.height, heightMm],
    ] as const) {
      max = Math.min(max, (fraction * side - MIN_CELL_MM) / (1 + fraction))
    }
  }
  return Math.max(0, Math.floor(max))
}
