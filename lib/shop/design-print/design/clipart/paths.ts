/**
 * Path builders for clip art. Every motif is drawn in a 100 × 100 box from these few shapes and
 * stored as plain SVG path data (M, L, Q, C, A, Z with absolute coordinates), which Konva's Path,
 * an SVG <path> and pdf-lib's drawSvgPath all read, so the editor, previews and the print PDF draw
 * the same outlines. Numbers are rounded to 0.01 so paths stay short and stable in tests.
 */
type Pt = readonly [number, number]

const n = (value: number) => String(Math.round(value * 100) / 100)
const pt = ([x, y]: Pt) => `${n(x)} ${n(y)}`
const rad = (deg: number) => (deg * Math.PI) / 180
export const polar = (cx: number, cy: number, r: number, deg: number): Pt => [
  cx + r * Math.cos(rad(deg)),
  cy + r * Math.sin(rad(deg)),
]

/** A full circle as two arcs; `ccw` reverses the direction so it cuts a hole in a clockwise shape. */
export function circle(cx: number, cy: number, r: number, ccw = false): string {
  return ellipse(cx, cy, r, r, ccw)
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, ccw = false): string {
  const sweep = ccw ? 0 : 1
  return `M${pt([cx - rx, cy])}A${n(rx)} ${n(ry)} 0 1 ${sweep} ${pt([cx + rx, cy])}A${n(rx)} ${n(ry)} 0 1 ${sweep} ${pt([cx - rx, cy])}Z`
}

/** A ring (annulus): outer clockwise, inner counter-clockwise, so the non-zero fill rule leaves a hole. */
export function ring(cx: number, cy: number, r: number, thickness: number): string {
  return circle(cx, cy, r) + circle(cx, cy, r - thickness, true)
}

export function polygon(points: readonly Pt[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${pt(p)}`).join('') + 'Z'
}

export function rect(x: number, y: number, w: number, h: number, r = 0): string {
  if (r <= 0)
    return polygon([
      [x, y],
      [x + w, y],
      [x + w, y + h],
      [x, y + h],
    ])
  const q = (a: Pt, c: Pt) => `Q${pt(c)} ${pt(a)}`
  return (
    `M${pt([x + r, y])}L${pt([x + w - r, y])}${q([x + w, y + r], [x + w, y])}` +
    `L${pt([x + w, y + h - r])}${q([x + w - r, y + h], [x + w, y + h])}` +
    `L${pt([x + r, y + h])}${q([x, y + h - r], [x, y + h])}L${pt([x, y + r])}${q([x + r, y], [x, y])}Z`
  )
}

/** A star with `points` tips between radius `outer` and `inner`, first tip straight up. */
export function star(cx: number, cy: number, outer: number, inner: number, points = 5, turn = 0): string {
  const corners: Pt[] = []
  for (let i = 0; i < points * 2; i++) {
    corners.push(polar(cx, cy, i % 2 === 0 ? outer : inner, -90 + turn + (i * 180) / points))
  }
  return polygon(corners)
}

/** A heart `w` wide centred on (cx, cy). */
export function heart(cx: number, cy: number, w: number): string {
  const h = w * 0.9
  const top = cy - h / 2
  const bottom: Pt = [cx, cy + h / 2]
  const dip: Pt = [cx, top + h * 0.25]
  return (
    `M${pt(bottom)}C${pt([cx - w * 0.55, cy + h * 0.05])} ${pt([cx - w * 0.6, top - h * 0.1])} ${pt(dip)}` +
    `C${pt([cx + w * 0.6, top - h * 0.1])} ${pt([cx + w * 0.55, cy + h * 0.05])} ${pt(bottom)}Z`
  )
}

/** A pointed leaf or petal from `from` to `to`, `width` across at its middle. */
export function leaf(from: Pt, to: Pt, width: number): string {
  const [x0, y0] = from
  const [x1, y1] = to
  const len = Math.hypot(x1 - x0, y1 - y0) || 1
  const nx = (-(y1 - y0) / len) * width
  const ny = ((x1 - x0) / len) * width
  const mx = (x0 + x1) / 2
  const my = (y0 + y1) / 2
  return `M${pt(from)}Q${pt([mx + nx, my + ny])} ${pt(to)}Q${pt([mx - nx, my - ny])} ${pt(from)}Z`
}

/** `count` petals around (cx, cy), each from radius `inner` to `outer`. */
export function petals(
  cx: number,
  cy: number,
  inner: number,
  outer: number,
  count: number,
  width: number,
  turn = 0,
): string {
  let d = ''
  for (let i = 0; i < count; i++) {
    const angle = turn - 90 + (i * 360) / count
    d += leaf(polar(cx, cy, inner, angle), polar(cx, cy, outer, angle), width)
  }
  return d
}

/** Leaves along a stem from `from` to `to`, alternating sides, as one path (stem drawn separately). */
export function branchLeaves(from: Pt, to: Pt, pairs: number, size: number, spread = 40): string {
  const [x0, y0] = from
  const [x1, y1] = to
  const base = (Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI
  let d = ''
  for (let i = 1; i <= pairs; i++) {
    const t = i / (pairs + 1)
    const at: Pt = [x0 + (x1 - x0) * t, y0 + (y1 - y0) * t]
    for (const side of [-1, 1]) d += leaf(at, polar(at[0], at[1], size, base + side * spread), size * 0.28)
  }
  return d + leaf(to, polar(x1, y1, size, base), size * 0.28)
}

/** An open polyline (for stroke parts: strings, stems, rays). */
export function line(points: readonly Pt[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${pt(p)}`).join('')
}

/** A quadratic curve through `via` (for stroke parts). */
export function curve(from: Pt, via: Pt, to: Pt): string {
  return `M${pt(from)}Q${pt(via)} ${pt(to)}`
}

/** A crescent moon: a disc with a second, offset disc cut away (drawn as two arcs). */
export function crescent(cx: number, cy: number, r: number, cut = 0.6): string {
  const top: Pt = [cx + r * 0.2, cy - r * 0.98]
  const bottom: Pt = [cx + r * 0.2, cy + r * 0.98]
  return `M${pt(top)}A${n(r)} ${n(r)} 0 1 0 ${pt(bottom)}A${n(r * cut * 1.3)} ${n(r * cut * 1.3)} 0 1 1 ${pt(top)}Z`
}

/** A drop or egg: round at the bottom, pointed (`tip` 0) to round (`tip` 1) at the top. */
export function drop(cx: number, cy: number, w: number, h: number, tip = 0): string {
  const top: Pt = [cx, cy - h / 2]
  const bottom: Pt = [cx, cy + h / 2]
  const k = w * (0.3 + tip * 0.25)
  return (
    `M${pt(top)}C${pt([cx + k, cy - h / 2])} ${pt([cx + w / 2, cy - h * 0.05])} ${pt([cx + w / 2, cy + h * 0.12])}` +
    `C${pt([cx + w / 2, cy + h * 0.4])} ${pt([cx + w * 0.28, bottom[1]])} ${pt(bottom)}` +
    `C${pt([cx - w * 0.28, bottom[1]])} ${pt([cx - w / 2, cy + h * 0.4])} ${pt([cx - w / 2, cy + h * 0.12])}` +
    `C${pt([cx - w / 2, cy - h * 0.05])} ${pt([cx - k, cy - h / 2])} ${pt(top)}Z`
  )
}

/** `count` rays (stroke) from radius `inner` to `outer`. */
export function rays(cx: number, cy: number, inner: number, outer: number, count: number, turn = 0): string {
  let d = ''
  for (let i = 0; i < count; i++) {
    const angle = turn + (i * 360) / count
    d += line([polar(cx, cy, inner, angle), polar(cx, cy, outer, angle)])
  }
  return d
}

/** A zigzag band (stroke) from x0 to x1 at height y. */
export function zigzag(x0: number, x1: number, y: number, teeth: number, amp: number): string {
  const pts: Pt[] = []
  for (let i = 0; i <= teeth * 2; i++)
    pts.push([x0 + ((x1 - x0) * i) / (teeth * 2), y + (i % 2 === 0 ? -amp : amp)])
  return line(pts)
}
