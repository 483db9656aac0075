import type { CollageLayoutKey } from '@/lib/model/collage-keys'
import { collectFonts } from './collect-fonts'
import { COLLAGE_MAX_SPACING_MM, type CollageSpec } from './collage-spec'
import {
  collageAreas,
  COLLAGE_LAYOUTS,
  layoutCells,
  maxCollageSpacing,
  type FracBox,
} from './collage-layouts'
import { aspectCrop, sourceAspect } from './crop-fit'
import { CURRENT_SCHEMA_VERSION, parseDesignDocument, type DesignDocument } from './document'
import type { DesignDocumentInput } from './document'
import { orientationOf, type Box } from './geometry'
import { FULL_CROP, type Crop } from './layer-base'
import type { PhotoLayer, TextLayer } from './layers'
import { wallArtFormatKey, wallArtLayout, type WallArtSpec } from './wall-art-spec'

/**
 * Collage documents (ADR 0077): an ordinary v2 design document with one `front` page whose photo
 * cells (`cell-1` …) come from the layout, an optional text (`collage-text`) and the background colour.
 * It carries `wallArt` as well: material, size and frame decide the page (bleed, canvas wrap, mat
 * window) exactly as for wall art, and the cart, the price and the print file read it like wall art.
 * The cells lie inside the part the shopper sees (the mat window, the canvas front); a cell at the
 * edge with no spacing runs on into the bleed, so no paper shows where the printer cuts.
 */

export const COLLAGE_PAGE_ID = 'front'
export const COLLAGE_TEXT_ID = 'collage-text'
export const cellId = (index: number) => `cell-${index + 1}`

/** A design of a design group as the builder needs it (the groups themselves live in photo-products). */
export interface CollageDesign {
  id: number
  layout: CollageLayoutKey
  background: string
  /** The text the design opens with, in the shop's language; null for none. */
  text: string | null
  fontFamily: string
}

/** What a cell holds: a photo (its pixel size lets a new cell shape re-crop it) or nothing. */
interface CellPhoto {
  assetId: string
  crop: Crop
  /** Width / height of the whole source image. */
  imageAspect: number
}

const TEXT_STYLE_DEFAULT = { fontFamily: 'Inter', content: '' }

/** Ink that reads on the background: near-black on light colours, white on dark ones. */
export function inkOn(background: string): string {
  const hex = background.replace('#', '')
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex.slice(0, 6)
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number]
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
  return luminance > 0.55 ? '#1f1f1f' : '#ffffff'
}

/** The cells of a layout in mm inside `widthMm` × `heightMm`, `spacingMm` apart and from the edge. */
export function collageCells(
  layout: CollageLayoutKey,
  widthMm: number,
  heightMm: number,
  spacingMm: number,
): Box[] {
  return layoutCells(COLLAGE_LAYOUTS[layout].cells, widthMm, heightMm, spacingMm)
}

const scale = (frac: FracBox, area: Box): Box => ({
  x: area.x + frac.x * area.width,
  y: area.y + frac.y * area.height,
  width: frac.width * area.width,
  height: frac.height * area.height,
})

/** The most spacing this layout takes at this size (cells stay at least 15 mm), at most 30 mm. */
export function collageSpacingLimit(
  layout: CollageLayoutKey,
  wallArt: WallArtSpec,
  withText: boolean,
): number {
  const visible = wallArtLayout(wallArt).visibleBox
  const area = scale(collageAreas(layout, withText).cells, visible)
  return maxCollageSpacing(COLLAGE_LAYOUTS[layout].cells, area.width, area.height, COLLAGE_MAX_SPACING_MM)
}

/**
 * Every cell's box on the page: the layout inside the visible area (above the text band when there
 * is text), and a side that touches the visible edge with no spacing extended to the photo box.
 */
function cellBoxes(collage: CollageSpec, wallArt: WallArtSpec, withText: boolean): Box[] {
  const layout = wallArtLayout(wallArt)
  const visible = layout.visibleBox
  const area = scale(collageAreas(collage.layout, withText).cells, visible)
  const boxes = collageCells(collage.layout, area.width, area.height, collage.spacingMm)
  const edge = layout.photoBox
  const near = (a: number, b: number) => Math.abs(a - b) < 1e-6
  return boxes.map((cell) => {
    let x = area.x + cell.x
    let y = area.y + cell.y
    let right = x + cell.width
    let bottom = y + cell.height
    if (collage.spacingMm === 0) {
      if (near(x, visible.x)) x = edge.x
      if (near(y, visible.y)) y = edge.y
      if (near(right, visible.x + visible.width)) right = edge.x + edge.width
      if (near(bottom, visible.y + visible.height)) bottom = edge.y + edge.height
    }
    return { x, y, width: right - x, height: bottom - y }
  })
}

/** The text box on the page, or null; its font size follows the box's height. */
function textLayer(
  collage: CollageSpec,
  wallArt: WallArtSpec,
  text: Pick<TextLayer, 'content' | 'fontFamily'>,
): TextLayer | null {
  const visible = wallArtLayout(wallArt).visibleBox
  const area = collageAreas(collage.layout, true).text
  if (!area) return null
  const box = scale(area, visible)
  const inset = Math.max(collage.spacingMm, 4)
  const height = Math.max(4, box.height - inset)
  // About half the box's height in points (1 pt = 0.3528 mm), within the model's bounds.
  const fontSizePt = Math.min(200, Math.max(8, Math.round((height * 0.45) / 0.3528)))
  return {
    id: COLLAGE_TEXT_ID,
    name: 'Text',
    type: 'text',
    x: box.x + inset,
    y: box.y + (box.height - height) / 2,
    width: Math.max(4, box.width - 2 * inset),
    height,
    rotation: 0,
    opacity: 1,
    locked: false,
    hidden: false,
    content: text.content,
    fontFamily: text.fontFamily,
    fontSizePt,
    fontWeight: 400,
    italic: false,
    color: inkOn(collage.color),
    align: 'center',
    verticalAlign: 'middle',
    lineHeight: 1.2,
    letterSpacingEm: 0,
    maxLines: 2,
    autoShrink: true,
  }
}

/** Wall art of a collage: a canvas's edge is the background colour (a mirror would mirror each cell). */
export function collageWallArt(wallArt: WallArtSpec, color: string): WallArtSpec {
  return wallArt.canvas
    ? { ...wallArt, canvas: { edge: 'color', edgeColor: color, depthMm: wallArt.canvas.depthMm } }
    : wallArt
}

function buildDocument(
  collage: CollageSpec,
  wallArtIn: WallArtSpec,
  id: string,
  photos: readonly (CellPhoto | null)[],
  text: Pick<TextLayer, 'content' | 'fontFamily'> | null,
): DesignDocumentInput {
  const wallArt = collageWallArt(wallArtIn, collage.color)
  const layout = wallArtLayout(wallArt)
  const spacingMm = Math.min(collage.spacingMm, collageSpacingLimit(collage.layout, wallArt, text !== null))
  const spec = { ...collage, spacingMm }
  const cells = cellBoxes(spec, wallArt, text !== null).map((box, index): PhotoLayer => {
    const photo = photos[index] ?? null
    return {
      id: cellId(index),
      name: `Foto ${index + 1}`,
      type: 'photo',
      ...box,
      rotation: 0,
      opacity: 1,
      locked: false,
      hidden: false,
      ...(photo
        ? { assetId: photo.assetId, crop: aspectCrop(photo.crop, photo.imageAspect, box) }
        : { crop: FULL_CROP }),
      placeholderLabel: 'Ihr Foto',
      shape: 'rect',
    }
  })
  const caption = text ? textLayer(spec, wallArt, text) : null
  const layers = [...cells, ...(caption ? [caption] : [])]
  const pages = [
    {
      id: COLLAGE_PAGE_ID,
      role: 'front' as const,
      background: { kind: 'color' as const, color: spec.color },
      layers,
    },
  ]
  const trim = { width: layout.trimWidthMm, height: layout.trimHeightMm }
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    id,
    format: {
      key: wallArtFormatKey(wallArt),
      trimWidthMm: layout.trimWidthMm,
      trimHeightMm: layout.trimHeightMm,
      bleedMm: layout.bleedMm,
      safeMarginMm: 0,
      fold: 'none',
      orientation: orientationOf(trim),
      cut: 'rect',
      cornerRadiusMm: 0,
    },
    palette: {},
    fonts: collectFonts(pages, []),
    pages,
    wallArt,
    collage: spec,
  }
}

/** A new, empty collage of a design; throws DesignDocumentError for specs that do not go together. */
export function newCollageDocument(
  collage: CollageSpec,
  wallArt: WallArtSpec,
  design: CollageDesign,
  id: string,
): DesignDocument {
  const text = design.text === null ? null : { content: design.text, fontFamily: design.fontFamily }
  return parseDesignDocument(buildDocument(collage, wallArt, id, [], text))
}

/** The collage's photo cells in order (`cell-1` …). */
export function collagePhotoCells(doc: DesignDocument): PhotoLayer[] {
  return (doc.pages[0]?.layers ?? []).filter(
    (l): l is PhotoLayer => l.type === 'photo' && l.id.startsWith('cell-'),
  )
}

/**
 * A collage as the cart's thumbnail draws it (ADR 0103): the background and every cell with its photo
 * and crop, placed as fractions of the visible face, so the line shows the collage and not one photo.
 */
export interface CollageFace {
  color: string
  /** Width / height of the visible face. */
  aspect: number
  cells: { assetId: string | null; crop: Crop; left: number; top: number; width: number; height: number }[]
}

export function collageFace(doc: DesignDocument): CollageFace | null {
  if (!doc.collage || !doc.wallArt) return null
  const visible = wallArtLayout(doc.wallArt).visibleBox
  const cells = collagePhotoCells(doc).map((cell) => ({
    assetId: cell.assetId ?? null,
    crop: cell.crop,
    left: (cell.x - visible.x) / visible.width,
    top: (cell.y - visible.y) / visible.height,
    width: cell.width / visible.width,
    height: cell.height / visible.height,
  }))
  return { color: doc.collage.color, aspect: visible.width / visible.height, cells }
}

/** The collage's text layer, if it shows one. */
export function collageText(doc: DesignDocument): TextLayer | null {
  const layer = doc.pages[0]?.layers.find((l) => l.id === COLLAGE_TEXT_ID)
  return layer?.type === 'text' ? layer : null
}

function cellPhotos(doc: DesignDocument): (CellPhoto | null)[] {
  return collagePhotoCells(doc).map((cell) =>
    cell.assetId === undefined
      ? null
      : { assetId: cell.assetId, crop: cell.crop, imageAspect: sourceAspect(cell.crop, cell) },
  )
}

/**
 * The same collage with another spec (layout, spacing, background, mode, material, size, frame):
 * photos stay in cell order, each crop keeps its centre and zoom and takes its new cell's shape;
 * photos of cells the new layout does not have are left out. `text` replaces the text (null: none).
 */
export function applyCollageSpec(
  doc: DesignDocument,
  patch: {
    collage?: Partial<CollageSpec>
    wallArt?: WallArtSpec
    text?: Pick<TextLayer, 'content' | 'fontFamily'> | null
  },
): DesignDocument {
  if (!doc.collage || !doc.wallArt) throw new Error('applyCollageSpec needs a collage document')
  const collage = { ...doc.collage, ...patch.collage }
  const current = collageText(doc)
  const text =
    patch.text === undefined
      ? current && { content: current.content, fontFamily: current.fontFamily }
      : patch.text && { ...TEXT_STYLE_DEFAULT, ...patch.text }
  const built = buildDocument(collage, patch.wallArt ?? doc.wallArt, doc.id, cellPhotos(doc), text)
  return parseDesignDocument({ ...built, palette: doc.palette })
}
