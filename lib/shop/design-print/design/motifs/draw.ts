import { el, num } from '../svg-xml'

/**
 * Small drawing helpers for the built-in motifs. Every motif draws in a 100 × 100 box; colours come
 * in already resolved (#rrggbb), so the helpers never see palette references.
 */

export type Point = [number, number]

export function polar(cx: number, cy: number, r: number, degrees: number): Point {
  const a = ((degrees - 90) * Math.PI) / 180
  return [cx + r * Math.cos(a), cy + r * Math.sin(a)]
}

export const pt = ([x, y]: Point): string => `${num(x)} ${num(y)}`

export function path(d: string, fill: string, extra: Record<string, string | number> = {}): string {
  return el('path', { d, fill, ...extra })
}

export function stroke(d: string, color: string, width: number, extra: Record<string, string | number> = {}) {
  return el('path', {
    d,
    fill: 'none',
    stroke: color,
    'stroke-width': width,
    'stroke-linecap': 'round',
    ...extra,
  })
}

export function circle(cx: number, cy: number, r: number, fill: string): string {
  return el('circle', { cx, cy, r, fill })
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, rotate = 0): string {
  return el('ellipse', {
    cx,
    cy,
    rx,
    ry,
    fill,
    transform: rotate ? `rotate(${num(rotate)} ${num(cx)} ${num(cy)})` : undefined,
  })
}

/** A pointed leaf from its base along `degrees` (0 = up), `length` long and `width` wide. */
export function leaf(base: Point, length: number, width: number, degrees: number, fill: string): string {
  const [bx, by] = base
  const tip = polar(bx, by, length, degrees)
  const mid = polar(bx, by, length / 2, degrees)
  const left = polar(mid[0], mid[1], width, degrees - 90)
  const right = polar(mid[0], mid[1], width, degrees + 90)
  return path(`M${pt(base)}Q${pt(left)} ${pt(tip)}Q${pt(right)} ${pt(base)}Z`, fill)
}

/** A star polygon with `points` tips. */
export function starPath(cx: number, cy: number, outer: number, inner: number, points = 5): string {
  const corners = Array.from({ length: points * 2 }, (_, i) =>
    polar(cx, cy, i % 2 === 0 ? outer : inner, (i * 180) / points),
  )
  return `M${corners.map(pt).join('L')}Z`
}

/** A heart whose bounding box is centred on (cx, cy), `size` wide. */
export function heartPath(cx: number, cy: number, size: number): string {
  const s = size / 100
  const p = (x: number, y: number) => `${num(cx + (x - 50) * s)} ${num(cy + (y - 50) * s)}`
  return (
    `M${p(50, 88)}C${p(20, 66)} ${p(2, 48)} ${p(6, 30)}C${p(10, 12)} ${p(38, 8)} ${p(50, 26)}` +
    `C${p(62, 8)} ${p(90, 12)} ${p(94, 30)}C${p(98, 48)} ${p(80, 66)} ${p(50, 88)}Z`
  )
}

/** Colour slot `i`, falling back to the first colour and then to a dark grey. */
export function slot(colors: readonly string[], i: number): string {
  return colors[i] ?? colors[0] ?? '#333333'
}
