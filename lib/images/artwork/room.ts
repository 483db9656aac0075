import { ellipse, group, path, rect } from '../svg'

/** Shared pieces of the poster brand's room scenes: a wall with a floor, a plant, a soft shadow. */

/** The floor band across the whole canvas, so the wall scene reads as a room in both crops. */
export function floor(width: number, height: number, colour: string): string {
  return rect(0, height * 0.9, width, height * 0.1, { fill: colour })
}

export function shadow(cx: number, cy: number, rx: number): string {
  return ellipse(cx, cy, rx, rx * 0.07, { fill: '#000', opacity: 0.08 })
}

/** A potted plant standing on (x, y), the bottom centre of its pot. */
export function plant(x: number, y: number, scale = 1, leaf = '#4f7a5a'): string {
  const leaves = [-50, -25, 0, 25, 50].map((angle, i) =>
    path('M0 0C-14 -30 -10 -62 0 -84C10 -62 14 -30 0 0Z', {
      fill: i % 2 ? leaf : '#6c9a76',
      transform: `rotate(${angle}) scale(${1 - Math.abs(angle) / 160})`,
    }),
  )
  return group(
    { transform: `translate(${x} ${y}) scale(${scale})` },
    group({ transform: 'translate(0 -46)' }, ...leaves),
    path('M-26 -48H26L20 0H-20Z', { fill: '#c8a27c' }),
    rect(-28, -54, 56, 8, { fill: '#b48d68', rx: 2 }),
  )
}

/** A simple landscape (sky, sun, two hills) filling the box, for pictures inside frames. */
export function landscape(x: number, y: number, w: number, h: number, colours: readonly string[]): string {
  const [sky = '#cfe3ea', sun = '#f4c542', far = '#7fa88a', near = '#3f6e4f'] = colours
  return group(
    {},
    rect(x, y, w, h, { fill: sky }),
    ellipse(x + w * 0.72, y + h * 0.3, w * 0.1, w * 0.1, { fill: sun }),
    path(
      `M${x} ${y + h * 0.7}L${x + w * 0.35} ${y + h * 0.38}L${x + w * 0.6} ${y + h * 0.62}L${x + w} ${y + h * 0.45}V${y + h}H${x}Z`,
      {
        fill: far,
      },
    ),
    path(`M${x} ${y + h * 0.85}Q${x + w * 0.45} ${y + h * 0.6} ${x + w} ${y + h * 0.8}V${y + h}H${x}Z`, {
      fill: near,
    }),
  )
}
