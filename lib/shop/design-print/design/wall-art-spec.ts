import { z } from 'zod'
import {
  CANVAS_EDGES,
  FRAME_COLOURS,
  FRAME_TYPE_KEYS,
  WALL_ART_MATERIAL_KEYS,
} from '@/lib/model/wall-art-keys'
import { hexColorSchema } from './colors'
import type { Box } from './geometry'
import { DESIGN_LIMITS } from './limits'

/**
 * What a wall-art design is (ADR 0058): the size sold, the material and, where they apply, the frame
 * with its mat or the canvas edge. It travels inside the design document (`wallArt`), so the cart,
 * the order, the price and the print file all read the same few fields; the page geometry is derived
 * from it by `wallArtLayout`, never stored apart from it.
 */

/** Printers ask for 3 mm beyond the trim of a flat print. */
export const WALL_ART_BLEED_MM = 3
/** A canvas wraps its stretcher bar: the depth, plus 5 mm stapled round the back. */
export const CANVAS_WRAP_EXTRA_MM = 5
/** The print reaches 5 mm under the mat or the frame's rebate, so no paper edge shows (spec). */
export const FRAME_OVERLAP_MM = 5

const side = (what: string) =>
  z
    .number({ error: `${what} must be a whole number of millimetres` })
    .int(`${what} must be a whole number of millimetres`)
    .positive(`${what} must be greater than 0 mm`)
    .max(DESIGN_LIMITS.maxWallArtSideMm, `${what} must be at most ${DESIGN_LIMITS.maxWallArtSideMm} mm`)

export const wallArtFrameSchema = z.strictObject({
  type: z.enum(FRAME_TYPE_KEYS).describe('Frame type, e.g. holzrahmen'),
  colour: z.enum(FRAME_COLOURS).describe('Frame colour'),
  matSize: z.union([z.literal(0), z.literal(30)]).describe('Mat width in mm: 0 or 30'),
  matType: z.enum(['none', 'white']).describe('none, or white with a 30 mm mat'),
})

export const wallArtCanvasSchema = z.strictObject({
  edge: z.enum(CANVAS_EDGES).describe('mirror, stretch (the photo runs round the edge) or color'),
  edgeColor: hexColorSchema.optional().describe('Colour of the edge; only with edge "color"'),
  depthMm: z.union([z.literal(20), z.literal(40)]).describe('Stretcher bar depth in mm'),
})

export const wallArtSpecSchema = z
  .strictObject({
    material: z.enum(WALL_ART_MATERIAL_KEYS).describe('Material, e.g. poster, leinwand, acrylglas'),
    widthMm: side('Width').describe('Width of the size sold, in mm (orientation included)'),
    heightMm: side('Height').describe('Height of the size sold, in mm'),
    frame: wallArtFrameSchema.nullable().describe('The frame, or null for an unframed piece'),
    canvas: wallArtCanvasSchema.nullable().describe('Edge and depth of a canvas (leinwand); null otherwise'),
  })
  .superRefine((spec, ctx) => {
    const add = (path: string[], message: string) => ctx.addIssue({ code: 'custom', path, message })
    if ((spec.material === 'leinwand') !== (spec.canvas !== null)) {
      add(['canvas'], 'a canvas (leinwand) needs its edge and depth, and only a canvas has them')
    }
    if (spec.canvas && (spec.canvas.edge === 'color') !== (spec.canvas.edgeColor !== undefined)) {
      add(['canvas', 'edgeColor'], 'an edge colour is given with edge "color", and only then')
    }
    if (spec.frame && (spec.frame.matSize === 30) !== (spec.frame.matType === 'white')) {
      add(['frame', 'matType'], 'a 30 mm mat is white; no mat is matSize 0 with matType none')
    }
  })
  .describe('Wall art: size, material, frame and mat or canvas edge')

export type WallArtSpec = z.output<typeof wallArtSpecSchema>
export type WallArtFrame = z.output<typeof wallArtFrameSchema>
export type WallArtCanvas = z.output<typeof wallArtCanvasSchema>

/** The page a wall-art document prints on, in mm from the trim's top-left corner. */
export interface WallArtLayout {
  trimWidthMm: number
  trimHeightMm: number
  bleedMm: number
  /** Where the photo layer sits: the whole bleed box, or the trim when the renderer fills the wrap. */
  photoBox: Box
  /** What the shopper sees on the wall: the trim, the mat window or the area inside the rebate. */
  visibleBox: Box
  /** Crop marks outside the bleed: flat products only; a canvas is stretched, not cut. */
  cropMarks: boolean
  /** The canvas wrap round the stretcher bar (0 for everything else). */
  wrapMm: number
}

const box = (x: number, y: number, width: number, height: number): Box => ({ x, y, width, height })

/**
 * The one place the geometry rules of wall art live (ADR 0058; table-tested in wall-art.test.ts):
 * - flat, unframed: trim = W × H, bleed 3 mm, crop marks, the photo covers the bleed;
 * - canvas: trim = W × H (the front face), bleed = wrap = depth + 5 mm, no marks; the photo covers the
 *   bleed for a stretched edge and only the front for mirror and colour (the renderer fills the wrap);
 * - framed with a mat: W × H is the picture, seen through the mat's window; the mat lies round it, so
 *   the frame's inner size is W + 2·mat × H + 2·mat (what the price API reports as `outer` and
 *   prices the moulding by), and the print is the window + 5 mm under the mat on each side, bleed 3 mm;
 * - framed without a mat: trim = W × H, the rebate hides 5 mm on each side.
 */
export function wallArtLayout(spec: WallArtSpec): WallArtLayout {
  const { widthMm: w, heightMm: h } = spec
  if (spec.canvas) {
    const wrap = spec.canvas.depthMm + CANVAS_WRAP_EXTRA_MM
    const photoBox =
      spec.canvas.edge === 'stretch' ? box(-wrap, -wrap, w + 2 * wrap, h + 2 * wrap) : box(0, 0, w, h)
    return {
      trimWidthMm: w,
      trimHeightMm: h,
      bleedMm: wrap,
      photoBox,
      visibleBox: box(0, 0, w, h),
      cropMarks: false,
      wrapMm: wrap,
    }
  }
  const flat = (trimW: number, trimH: number, visibleBox: Box): WallArtLayout => ({
    trimWidthMm: trimW,
    trimHeightMm: trimH,
    bleedMm: WALL_ART_BLEED_MM,
    photoBox: box(
      -WALL_ART_BLEED_MM,
      -WALL_ART_BLEED_MM,
      trimW + 2 * WALL_ART_BLEED_MM,
      trimH + 2 * WALL_ART_BLEED_MM,
    ),
    visibleBox,
    cropMarks: true,
    wrapMm: 0,
  })
  if (!spec.frame) return flat(w, h, box(0, 0, w, h))
  const o = FRAME_OVERLAP_MM
  if (spec.frame.matSize > 0) return flat(w + 2 * o, h + 2 * o, box(o, o, w, h))
  return flat(w, h, box(o, o, w - 2 * o, h - 2 * o))
}

/** The document's format key for a size: "wallart-300x400". */
export function wallArtFormatKey(
  spec: Pick<WallArtSpec, 'widthMm' | 'heightMm'>,
): `wallart-${number}x${number}` {
  return `wallart-${spec.widthMm}x${spec.heightMm}`
}
