import { circle, leaf, path, polar, pt, slot, stroke, type Point } from './draw'
import type { Motif } from './types'

/** Flowers, leaves and grasses: the florals, eucalyptus, wreaths and boho motifs of the catalogue. */

function blossom(cx: number, cy: number, r: number, petals: string, heart: string, count = 5): string {
  const leaves = Array.from({ length: count }, (_, i) =>
    leaf([cx, cy], r, r * 0.42, (i * 360) / count, petals),
  )
  return leaves.join('') + circle(cx, cy, r * 0.28, heart)
}

/** A curved stem with paired leaves along it, from `from` towards `degrees`. */
function sprig(from: Point, length: number, degrees: number, color: string, leafSize: number): string {
  const end = polar(from[0], from[1], length, degrees)
  const bend = polar(...polar(from[0], from[1], length / 2, degrees), length * 0.12, degrees + 90)
  const steps = 5
  const leaves = Array.from({ length: steps }, (_, i) => {
    const t = (i + 1) / (steps + 1)
    const base = polar(from[0], from[1], length * t, degrees)
    const size = leafSize * (1 - t * 0.45)
    return (
      leaf(base, size, size * 0.45, degrees - 55, color) + leaf(base, size, size * 0.45, degrees + 55, color)
    )
  })
  return (
    stroke(`M${pt(from)}Q${pt(bend)} ${pt(end)}`, color, 1.2) +
    leaves.join('') +
    leaf(end, leafSize * 0.5, 2, degrees, color)
  )
}

export const BOTANICAL_MOTIFS: Record<string, Motif> = {
  flower: { slots: 2, draw: (c) => blossom(50, 50, 40, slot(c, 0), slot(c, 1)) },
  'flower-trio': {
    slots: 3,
    draw: (c) =>
      leaf([50, 95], 30, 8, -35, slot(c, 2)) +
      leaf([50, 95], 30, 8, 35, slot(c, 2)) +
      blossom(28, 55, 18, slot(c, 0), slot(c, 1)) +
      blossom(72, 55, 18, slot(c, 0), slot(c, 1)) +
      blossom(50, 35, 24, slot(c, 1), slot(c, 0), 6),
  },
  eucalyptus: { slots: 1, draw: (c) => sprig([20, 92], 85, 25, slot(c, 0), 16) },
  branch: {
    slots: 2,
    draw: (c) =>
      sprig([8, 60], 88, 80, slot(c, 0), 14) + circle(70, 42, 3, slot(c, 1)) + circle(82, 66, 3, slot(c, 1)),
  },
  wreath: {
    slots: 2,
    draw: (c) => {
      const ring = Array.from({ length: 24 }, (_, i) => {
        const base = polar(50, 50, 38, i * 15)
        return leaf(base, 12, 4.5, i * 15 + (i % 2 ? 60 : 120), slot(c, 0))
      })
      const berries = Array.from({ length: 8 }, (_, i) => {
        const [x, y] = polar(50, 50, 42, i * 45 + 10)
        return circle(x, y, 2.2, slot(c, 1))
      })
      return ring.join('') + berries.join('')
    },
  },
  laurel: {
    slots: 1,
    draw: (c) => {
      const side = (sign: number) =>
        Array.from({ length: 9 }, (_, i) => {
          const deg = 180 + sign * (20 + i * 16)
          return leaf(polar(50, 50, 40, deg), 13, 4.5, deg + sign * 70, slot(c, 0))
        }).join('')
      return stroke('M50 90A40 40 0 0 1 14 32M50 90A40 40 0 0 0 86 32', slot(c, 0), 1) + side(1) + side(-1)
    },
  },
  pampas: {
    slots: 2,
    draw: (c) =>
      [-24, 0, 22]
        .map((tilt, i) => {
          const base: Point = [50, 98]
          const top = polar(50, 98, 80 - i * 6, tilt)
          const plume = Array.from({ length: 14 }, (_, k) => {
            const p = polar(base[0], base[1], 40 + k * 3, tilt)
            return leaf(p, 14, 2.4, tilt + (k % 2 ? 35 : -35), slot(c, i === 1 ? 1 : 0))
          })
          return stroke(`M${pt(base)}L${pt(top)}`, slot(c, 0), 0.8) + plume.join('')
        })
        .join(''),
  },
  tulip: {
    slots: 2,
    draw: (c) =>
      stroke('M50 95V45', slot(c, 1), 2.2) +
      leaf([50, 92], 40, 9, -28, slot(c, 1)) +
      leaf([50, 85], 34, 8, 30, slot(c, 1)) +
      path('M30 22Q32 52 50 52Q68 52 70 22L60 32L50 16L40 32Z', slot(c, 0)),
  },
  leaves: {
    slots: 2,
    draw: (c) =>
      Array.from({ length: 7 }, (_, i) =>
        leaf([50, 88], 55 - Math.abs(i - 3) * 6, 9, -66 + i * 22, slot(c, i % 2)),
      ).join(''),
  },
}
