import {
  concatTransformationMatrix,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  type PDFPage,
  type RGB,
} from 'pdf-lib'
import { pathOf, type SvgNode, type VectorSvg } from './svg-tree'

type Style = {
  fill: RGB | null
  stroke: RGB | null
  strokeWidth: number
  fillOpacity: number
  strokeOpacity: number
  opacity: number
}
type Matrix = [number, number, number, number, number, number]

const NAMED: Record<string, string> = {
  black: '#000000',
  white: '#ffffff',
  red: '#ff0000',
  green: '#008000',
  blue: '#0000ff',
  gray: '#808080',
  grey: '#808080',
  yellow: '#ffff00',
  orange: '#ffa500',
}

/**
 * Colours: hex, rgb(), a few names, and motif colour slots. Clip art marks recolourable parts with
 * `currentColor` (slot 0) or `var(--motif-N, #fallback)`, which the layer's `colors` fill in.
 */
function parseColor(value: string | undefined, slots: readonly string[]): RGB | null | undefined {
  if (value === undefined) return undefined
  const v = value.trim().toLowerCase()
  if (v === 'none' || v === 'transparent') return null
  if (v === 'currentcolor') return hex(slots[0] ?? '#000000')
  const slot = /^var\(--motif-(\d+)\s*(?:,\s*(#[0-9a-f]{3,6}))?\)$/.exec(v)
  if (slot) return hex(slots[Number(slot[1])] ?? slot[2] ?? '#000000')
  const fn = /^rgb\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\)$/.exec(v)
  if (fn) return rgb(Number(fn[1]) / 255, Number(fn[2]) / 255, Number(fn[3]) / 255)
  return hex(NAMED[v] ?? v)
}

function hex(value: string): RGB | undefined {
  let h = value.replace('#', '')
  if (h.length === 3) h = [...h].map((c) => c + c).join('')
  if (!/^[0-9a-f]{6}$/i.test(h)) return undefined
  const n = parseInt(h, 16)
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255)
}

function declarations(node: SvgNode): Record<string, string> {
  const style = Object.fromEntries(
    (node.attrs.style ?? '')
      .split(';')
      .map((d) => d.split(':').map((s) => s.trim()))
      .filter((d): d is [string, string] => d.length === 2 && d[0] !== ''),
  )
  return { ...node.attrs, ...style }
}

function inherit(parent: Style, node: SvgNode, slots: readonly string[]): Style {
  const d = declarations(node)
  const num = (key: string, fallback: number) => {
    const value = parseFloat(d[key] ?? '')
    return Number.isFinite(value) ? value : fallback
  }
  const fill = parseColor(d.fill, slots)
  const stroke = parseColor(d.stroke, slots)
  return {
    fill: fill === undefined ? parent.fill : fill,
    stroke: stroke === undefined ? parent.stroke : stroke,
    strokeWidth: num('stroke-width', parent.strokeWidth),
    fillOpacity: num('fill-opacity', parent.fillOpacity),
    strokeOpacity: num('stroke-opacity', parent.strokeOpacity),
    opacity: parent.opacity * num('opacity', 1),
  }
}

/** SVG transform lists as one matrix. */
function parseTransform(value: string | undefined): Matrix | null {
  if (!value) return null
  let m: Matrix = [1, 0, 0, 1, 0, 0]
  for (const [, fn, args] of value.matchAll(/(\w+)\s*\(([^)]*)\)/g)) {
    const a = (args ?? '')
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number)
    const [p = 0, q, r = 0, s = 0, t = 0, u = 0] = a
    let next: Matrix
    switch (fn) {
      case 'matrix':
        next = [p, q ?? 0, r, s, t, u]
        break
      case 'translate':
        next = [1, 0, 0, 1, p, q ?? 0]
        break
      case 'scale':
        next = [p, 0, 0, q ?? p, 0, 0]
        break
      case 'rotate': {
        const rad = (p * Math.PI) / 180
        const [c, sn] = [Math.cos(rad), Math.sin(rad)]
        const [cx, cy] = [q ?? 0, r]
        next = [c, sn, -sn, c, cx - c * cx + sn * cy, cy - sn * cx - c * cy]
        break
      }
      case 'skewX':
        next = [1, 0, Math.tan((p * Math.PI) / 180), 1, 0, 0]
        break
      case 'skewY':
        next = [1, Math.tan((p * Math.PI) / 180), 0, 1, 0, 0]
        break
      default:
        continue
    }
    m = multiply(m, next)
  }
  return m
}

const multiply = (a: Matrix, b: Matrix): Matrix => [
  a[0] * b[0] + a[2] * b[1],
  a[1] * b[0] + a[3] * b[1],
  a[0] * b[2] + a[2] * b[3],
  a[1] * b[2] + a[3] * b[3],
  a[0] * b[4] + a[2] * b[5] + a[4],
  a[1] * b[4] + a[3] * b[5] + a[5],
]

const TOP: Style = {
  fill: rgb(0, 0, 0),
  stroke: null,
  strokeWidth: 1,
  fillOpacity: 1,
  strokeOpacity: 1,
  opacity: 1,
}
const opt = (value: number) => (value < 1 ? value : undefined)

/**
 * Draws a vector SVG into the box (pt, bottom-left x/y) keeping its aspect (xMidYMid meet). The page
 * is switched to SVG's y-down user space; pdf-lib's drawSvgPath flips y once more, which the extra
 * flip before each path cancels, so SVG transforms apply exactly as written.
 */
export function drawVectorSvg(
  page: PDFPage,
  svg: VectorSvg,
  box: { x: number; y: number; w: number; h: number },
  opacity: number,
  slots: readonly string[] = [],
) {
  const [vx, vy, vw, vh] = svg.viewBox
  const scale = Math.min(box.w / vw, box.h / vh)
  const left = box.x + (box.w - vw * scale) / 2
  const top = box.y + box.h - (box.h - vh * scale) / 2
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(scale, 0, 0, -scale, left - vx * scale, top + vy * scale),
  )
  const walk = (node: SvgNode, parent: Style) => {
    const style = inherit(parent, node, slots)
    const transform = parseTransform(node.attrs.transform)
    if (transform) page.pushOperators(pushGraphicsState(), concatTransformationMatrix(...transform))
    const d = pathOf(node)
    if (d && (style.fill || style.stroke)) {
      page.pushOperators(pushGraphicsState(), concatTransformationMatrix(1, 0, 0, -1, 0, 0))
      page.drawSvgPath(d, {
        x: 0,
        y: 0,
        color: style.fill ?? undefined,
        opacity: opt(style.fillOpacity * style.opacity * opacity),
        borderColor: style.stroke ?? undefined,
        borderWidth: style.stroke ? style.strokeWidth : 0,
        borderOpacity: opt(style.strokeOpacity * style.opacity * opacity),
      })
      page.pushOperators(popGraphicsState())
    }
    node.children.forEach((child) => walk(child, style))
    if (transform) page.pushOperators(popGraphicsState())
  }
  walk(svg.root, TOP)
  page.pushOperators(popGraphicsState())
}
