import { z } from 'zod'
import {
  PHOTOBOOK_BINDINGS,
  PHOTOBOOK_COVERS,
  PHOTOBOOK_FORMAT_KEYS,
  PHOTOBOOK_FORMAT_SIZES_MM,
  PHOTOBOOK_LAMINATIONS,
  PHOTOBOOK_PAPER_KEYS,
  PHOTOBOOK_TYPE_KEYS,
  type PhotobookCoverKey,
  type PhotobookFormatKey,
  type PhotobookPaperKey,
  type PhotobookTypeKey,
} from '@/lib/model/photobook-keys'
import type { Box, SizeMm } from './geometry'

/**
 * What a photo book is (ADR 0068): type, format, cover, binding, paper, lamination and page count. It
 * travels inside the design document (`photobook`); spine, cover and spread sizes are derived from it
 * here and nowhere else. Which combinations are sold stays the price list's job (quotePhotobook).
 */

export const PHOTOBOOK_BLEED_MM = 3
export const PHOTOBOOK_SAFE_MARGIN_MM = 8
export const PHOTOBOOK_MIN_PAGES = 16
export const PHOTOBOOK_MAX_PAGES = 200

export const photobookSpecSchema = z
  .strictObject({
    designGroupSetId: z
      .number()
      .int()
      .min(1)
      .max(999_999)
      .describe('Design group set the book was made from'),
    type: z.enum(PHOTOBOOK_TYPE_KEYS).describe('digitalfotobuch, echtfotobuch or fotoheft'),
    format: z.enum(PHOTOBOOK_FORMAT_KEYS).describe('din-landscape, din-portrait or square'),
    cover: z.enum(PHOTOBOOK_COVERS).describe('hard or soft'),
    binding: z.enum(PHOTOBOOK_BINDINGS).describe('heftbindung, layflat or pur'),
    paper: z.enum(PHOTOBOOK_PAPER_KEYS),
    coverLamination: z.enum(PHOTOBOOK_LAMINATIONS).describe('glossy or matt'),
    pageCount: z
      .number()
      .int('the page count is a whole number')
      .min(PHOTOBOOK_MIN_PAGES, `a photo book has at least ${PHOTOBOOK_MIN_PAGES} pages`)
      .max(PHOTOBOOK_MAX_PAGES, `a photo book has at most ${PHOTOBOOK_MAX_PAGES} pages`)
      .multipleOf(2, 'a photo book has an even number of pages')
      .describe('Printed inner pages, an even number'),
  })
  .describe('Photo book: type, format, cover, paper, page count')

export type PhotobookSpec = z.output<typeof photobookSpecSchema>

/**
 * Thickness of one leaf (two pages) in mm, a product decision in one table: digitally printed paper
 * by grammage, the lay-flat photo book's mounted photo paper, and none for the stapled booklet.
 */
export const LEAF_MM: Record<PhotobookTypeKey, Readonly<Record<PhotobookPaperKey, number>>> = {
  digitalfotobuch: { standard: 0.11, matt: 0.12, glaenzend: 0.12, feinstweiss: 0.14 },
  echtfotobuch: { standard: 0.8, matt: 0.8, glaenzend: 0.8, feinstweiss: 0.8 },
  fotoheft: { standard: 0, matt: 0, glaenzend: 0, feinstweiss: 0 },
}
/** What the cover itself adds to the spine: two boards, or the soft cover's card. */
export const COVER_ALLOWANCE_MM: Record<PhotobookCoverKey, number> = { hard: 4, soft: 0.5 }
/** Hard cover: boards overhang the block by 3 mm, a hinge groove each side of the spine, 15 mm wrap. */
export const HARD_COVER = { overhangMm: 3, hingeMm: 8, wrapMm: 15 } as const
/** From this width a spine carries text; below it the letters would run over the edges. */
export const MIN_SPINE_TEXT_MM = 6

export interface PhotobookLayout {
  /** One inner page. */
  pageWidthMm: number
  pageHeightMm: number
  bleedMm: typeof PHOTOBOOK_BLEED_MM
  safeMarginMm: typeof PHOTOBOOK_SAFE_MARGIN_MM
  /** Two pages side by side; every printable page comes in a full spread. */
  spreadSizeMm: SizeMm
  spreadCount: number
  spineMm: number
  /** Whether the spine is wide enough for a spine text. */
  spineText: boolean
}

type LayoutSpec = Pick<PhotobookSpec, 'type' | 'format' | 'cover' | 'paper' | 'pageCount'>

/** Up to the next half millimetre: the binder's steps; the epsilon absorbs 12 × 0.11 = 1.3200000000000003. */
const ceilToHalf = (mm: number) => Math.ceil(mm * 2 - 1e-9) / 2

export function spineWidthMm(spec: Pick<LayoutSpec, 'type' | 'paper' | 'cover' | 'pageCount'>): number {
  const leaf = LEAF_MM[spec.type][spec.paper]
  if (leaf === 0) return 0
  return ceilToHalf((spec.pageCount / 2) * leaf + COVER_ALLOWANCE_MM[spec.cover])
}

export function photobookLayout(spec: LayoutSpec): PhotobookLayout {
  const [width, height] = PHOTOBOOK_FORMAT_SIZES_MM[spec.format]
  const spineMm = spineWidthMm(spec)
  return {
    pageWidthMm: width,
    pageHeightMm: height,
    bleedMm: PHOTOBOOK_BLEED_MM,
    safeMarginMm: PHOTOBOOK_SAFE_MARGIN_MM,
    spreadSizeMm: { width: 2 * width, height },
    spreadCount: spec.pageCount / 2,
    spineMm,
    spineText: spineMm >= MIN_SPINE_TEXT_MM,
  }
}

export interface PhotobookCoverLayout {
  /** The flat cover sheet, trim size. */
  sizeMm: SizeMm
  back: Box
  spine: Box
  front: Box
  /** Material folded round the boards (hard cover), 0 for soft. */
  wrapMm: number
  /** Groove between board and spine (hard cover), 0 for soft. */
  hingeMm: number
  /** Where the cover bends, mm from the sheet's left edge, left to right. */
  foldLinesX: number[]
}

/**
 * Soft cover: back, spine and front side by side at the page size (2W + spine × H). Hard cover: boards
 * of W + 3 × H + 6 round a spine with an 8 mm hinge on each side, and 15 mm all round folded over the
 * boards: 2·15 + 2·(W + 3) + 2·8 + spine × 2·15 + H + 6.
 */
export function photobookCoverLayout(spec: LayoutSpec): PhotobookCoverLayout {
  const [w, h] = PHOTOBOOK_FORMAT_SIZES_MM[spec.format]
  const spine = spineWidthMm(spec)
  if (spec.cover === 'soft') {
    const folds = spine > 0 ? [w, w + spine] : [w]
    return {
      sizeMm: { width: 2 * w + spine, height: h },
      back: { x: 0, y: 0, width: w, height: h },
      spine: { x: w, y: 0, width: spine, height: h },
      front: { x: w + spine, y: 0, width: w, height: h },
      wrapMm: 0,
      hingeMm: 0,
      foldLinesX: folds,
    }
  }
  const { overhangMm, hingeMm, wrapMm } = HARD_COVER
  const boardW = w + overhangMm
  const boardH = h + 2 * overhangMm
  const spineX = wrapMm + boardW + hingeMm
  const frontX = spineX + spine + hingeMm
  return {
    sizeMm: { width: 2 * wrapMm + 2 * boardW + 2 * hingeMm + spine, height: 2 * wrapMm + boardH },
    back: { x: wrapMm, y: wrapMm, width: boardW, height: boardH },
    spine: { x: spineX, y: wrapMm, width: spine, height: boardH },
    front: { x: frontX, y: wrapMm, width: boardW, height: boardH },
    wrapMm,
    hingeMm,
    foldLinesX: [wrapMm + boardW, spineX, spineX + spine, frontX],
  }
}

/** The document's format key: "photobook-din-landscape" (one inner page). */
export function photobookFormatKey(spec: Pick<PhotobookSpec, 'format'>): `photobook-${PhotobookFormatKey}` {
  return `photobook-${spec.format}`
}
