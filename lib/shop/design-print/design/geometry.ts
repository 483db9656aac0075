import type { Format, Orientation } from './format'
import type { Layer } from './layers'
import type { Page } from './page'

/** 1 pt is 1/72 inch; PDF user space and font sizes use it, the document uses mm. */
export const MM_PER_PT = 25.4 / 72
export const MM_PER_INCH = 25.4

export const mmToPt = (mm: number): number => mm / MM_PER_PT
export const ptToMm = (pt: number): number => pt * MM_PER_PT
export const mmToPx = (mm: number, dpi: number): number => (mm / MM_PER_INCH) * dpi
export const pxToMm = (px: number, dpi: number): number => (px / dpi) * MM_PER_INCH

/** A rectangle in mm, in page coordinates (origin at the top-left corner of the trim box). */
export type Box = { x: number; y: number; width: number; height: number }
export type SizeMm = { width: number; height: number }

type FormatGeometry = Pick<Format, 'trimWidthMm' | 'trimHeightMm' | 'fold' | 'bleedMm' | 'safeMarginMm'>
type PageGeometry = Pick<Page, 'sizeMm'>

/** Size of one finished panel: the flat trim divided by the fold. */
export function panelSize(format: FormatGeometry): SizeMm {
  switch (format.fold) {
    case 'none':
      return { width: format.trimWidthMm, height: format.trimHeightMm }
    case 'vertical':
      return { width: format.trimWidthMm / 2, height: format.trimHeightMm }
    case 'horizontal':
    case 'tent':
      return { width: format.trimWidthMm, height: format.trimHeightMm / 2 }
  }
}

/** A page's own trim size: the envelope's explicit size, otherwise one panel. */
export function pageSize(format: FormatGeometry, page?: PageGeometry): SizeMm {
  return page?.sizeMm ?? panelSize(format)
}

export function orientationOf(size: SizeMm): Orientation {
  if (Math.abs(size.width - size.height) < 1e-6) return 'square'
  return size.width > size.height ? 'landscape' : 'portrait'
}

export function trimBox(format: FormatGeometry, page?: PageGeometry): Box {
  const size = pageSize(format, page)
  return { x: 0, y: 0, width: size.width, height: size.height }
}

export function bleedBox(format: FormatGeometry, page?: PageGeometry): Box {
  return insetBox(trimBox(format, page), -format.bleedMm)
}

/** Where text and faces belong: far enough from the cut that trimming tolerance cannot touch them. */
export function safeBox(format: FormatGeometry, page?: PageGeometry): Box {
  return insetBox(trimBox(format, page), format.safeMarginMm)
}

/** Shrinks a box by `mm` on every side (grows it for negative values); never below zero size. */
export function insetBox(box: Box, mm: number): Box {
  return {
    x: box.x + mm,
    y: box.y + mm,
    width: Math.max(0, box.width - 2 * mm),
    height: Math.max(0, box.height - 2 * mm),
  }
}

/**
 * Axis-aligned bounds of a layer after rotating its box about the centre (the model's convention,
 * see layer-base.ts). Used for safe-area warnings, hit tests and the off-canvas check.
 */
export function layerBounds(layer: Pick<Layer, 'x' | 'y' | 'width' | 'height' | 'rotation'>): Box {
  const radians = (layer.rotation * Math.PI) / 180
  const cos = Math.abs(Math.cos(radians))
  const sin = Math.abs(Math.sin(radians))
  const width = layer.width * cos + layer.height * sin
  const height = layer.width * sin + layer.height * cos
  const cx = layer.x + layer.width / 2
  const cy = layer.y + layer.height / 2
  return { x: cx - width / 2, y: cy - height / 2, width, height }
}

/** Tolerance absorbs floating-point noise from rotation (cos 90° is 6e-17, not 0). */
const EPSILON_MM = 1e-6

export function boxContains(outer: Box, inner: Box): boolean {
  return (
    inner.x >= outer.x - EPSILON_MM &&
    inner.y >= outer.y - EPSILON_MM &&
    inner.x + inner.width <= outer.x + outer.width + EPSILON_MM &&
    inner.y + inner.height <= outer.y + outer.height + EPSILON_MM
  )
}

export function isInsideSafeArea(
  layer: Pick<Layer, 'x' | 'y' | 'width' | 'height' | 'rotation'>,
  format: FormatGeometry,
  page?: PageGeometry,
): boolean {
  return boxContains(safeBox(format, page), layerBounds(layer))
}
