import {
  appendBezierCurve,
  clip,
  closePath,
  drawEllipsePath,
  lineTo,
  moveTo,
  rectangle,
  concatTransformationMatrix,
  endPath,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  type PDFOperator,
  type PDFPage,
  type RGB,
} from 'pdf-lib'
import { mmToPt } from '@/lib/shop/design-print/design/geometry'
import type { PageFrame } from './frame'

export function rgbOf(hex: string): RGB {
  const n = parseInt(hex.slice(1), 16)
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255)
}

export type LocalBox = { w: number; h: number }
type Placed = { x: number; y: number; width: number; height: number; rotation: number }

/**
 * Runs `draw` in the layer's own frame: origin at the box centre, pt, y up, rotated clockwise about
 * the centre as the document model defines it. Every layer renderer works in these coordinates, so
 * rotation is handled once, here.
 */
export function inLayerFrame(page: PDFPage, frame: PageFrame, layer: Placed, draw: (box: LocalBox) => void) {
  const centre = frame.toPdf(layer.x + layer.width / 2, layer.y + layer.height / 2)
  const radians = (-layer.rotation * Math.PI) / 180
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)]
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(cos, sin, -sin, cos, centre.x, centre.y))
  draw({ w: mmToPt(layer.width), h: mmToPt(layer.height) })
  page.pushOperators(popGraphicsState())
}

/** An SVG path (y down, origin top-left of the box) for pdf-lib's drawSvgPath. */
export function roundedRectSvg(w: number, h: number, r: number): string {
  const k = Math.min(r, w / 2, h / 2)
  return (
    `M${k} 0H${w - k}A${k} ${k} 0 0 1 ${w} ${k}V${h - k}A${k} ${k} 0 0 1 ${w - k} ${h}` +
    `H${k}A${k} ${k} 0 0 1 0 ${h - k}V${k}A${k} ${k} 0 0 1 ${k} 0Z`
  )
}

const KAPPA = 0.5522847498

/** Path operators (no paint) of a box centred on the origin: rect, rounded rect or ellipse. */
export function shapePath(
  shape: 'rect' | 'rounded' | 'ellipse',
  w: number,
  h: number,
  radius = 0,
): PDFOperator[] {
  const [x0, y0, x1, y1] = [-w / 2, -h / 2, w / 2, h / 2]
  if (shape === 'ellipse') return drawEllipsePath({ x: 0, y: 0, xScale: w / 2, yScale: h / 2 })
  const r = shape === 'rounded' ? Math.min(radius, w / 2, h / 2) : 0
  if (r <= 0) return [rectangle(x0, y0, w, h)]
  const c = r * (1 - KAPPA)
  return [
    moveTo(x0 + r, y0),
    lineTo(x1 - r, y0),
    appendBezierCurve(x1 - c, y0, x1, y0 + c, x1, y0 + r),
    lineTo(x1, y1 - r),
    appendBezierCurve(x1, y1 - c, x1 - c, y1, x1 - r, y1),
    lineTo(x0 + r, y1),
    appendBezierCurve(x0 + c, y1, x0, y1 - c, x0, y1 - r),
    lineTo(x0, y0 + r),
    appendBezierCurve(x0, y0 + c, x0 + c, y0, x0 + r, y0),
    closePath(),
  ]
}

/** Clips what `draw` paints to the path given as operators. */
export function withClip(page: PDFPage, pathOps: PDFOperator[], draw: () => void) {
  page.pushOperators(pushGraphicsState(), ...pathOps, clip(), endPath())
  draw()
  page.pushOperators(popGraphicsState())
}

/** pdf-lib adds a graphics-state resource for every opacity it is given; full opacity needs none. */
export const alpha = (opacity: number): number | undefined => (opacity < 1 ? opacity : undefined)
