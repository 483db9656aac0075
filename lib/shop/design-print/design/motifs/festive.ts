import { el } from '../svg-xml'
import { circle, ellipse, path, polar, pt, slot, starPath, stroke } from './draw'
import type { Motif } from './types'

/** Parties, seasons and holidays: balloons, cakes, trees, eggs, fireworks, pretzels. */

const balloon = (x: number, y: number, r: number, color: string, string: string) =>
  stroke(`M${x} ${y + r * 1.2}Q${x - 6} ${y + r * 1.9} ${50} 98`, string, 0.8) +
  ellipse(x, y, r, r * 1.2, color) +
  path(`M${x - 3} ${y + r * 1.2 + 4}L${x} ${y + r * 1.2}L${x + 3} ${y + r * 1.2 + 4}Z`, color) +
  ellipse(x - r * 0.35, y - r * 0.45, r * 0.18, r * 0.3, '#ffffff', 30)

function tree(cx: number, bottom: number, height: number, color: string, trunk: string): string {
  const w = height * 0.62
  const tiers = [0, 1, 2].map((i) => {
    const top = bottom - height + i * height * 0.24
    const base = top + height * 0.42
    const half = (w / 2) * (0.55 + i * 0.22)
    return path(`M${cx} ${top}L${cx + half} ${base}H${cx - half}Z`, color)
  })
  return (
    el('rect', {
      x: cx - height * 0.05,
      y: bottom - height * 0.12,
      width: height * 0.1,
      height: height * 0.12,
      fill: trunk,
    }) + tiers.join('')
  )
}

export const FESTIVE_MOTIFS: Record<string, Motif> = {
  balloons: {
    slots: 3,
    draw: (c) =>
      balloon(30, 30, 15, slot(c, 0), slot(c, 2)) +
      balloon(70, 28, 14, slot(c, 1), slot(c, 2)) +
      balloon(50, 20, 16, slot(c, 2), slot(c, 2)),
  },
  confetti: {
    slots: 3,
    draw: (c) =>
      Array.from({ length: 26 }, (_, i) => {
        const [x, y] = polar(50, 50, 10 + ((i * 37) % 40), i * 137.5)
        const color = slot(c, i % 3)
        return i % 3 === 0
          ? circle(x, y, 2.6, color)
          : el('rect', {
              x: x - 1.5,
              y: y - 4,
              width: 3,
              height: 8,
              fill: color,
              transform: `rotate(${(i * 47) % 180} ${x} ${y})`,
            })
      }).join(''),
  },
  cake: {
    slots: 3,
    draw: (c) =>
      el('rect', { x: 14, y: 58, width: 72, height: 34, rx: 4, fill: slot(c, 0) }) +
      el('rect', { x: 24, y: 38, width: 52, height: 22, rx: 3, fill: slot(c, 1) }) +
      stroke('M14 70Q23 78 32 70Q41 78 50 70Q59 78 68 70Q77 78 86 70', slot(c, 1), 3) +
      [36, 50, 64]
        .map(
          (x) =>
            el('rect', { x: x - 2, y: 22, width: 4, height: 16, fill: slot(c, 2) }) +
            path(`M${x} 10Q${x + 5} 17 ${x} 20Q${x - 5} 17 ${x} 10Z`, slot(c, 2)),
        )
        .join(''),
  },
  glasses: {
    slots: 2,
    draw: (c) =>
      [
        [34, -12],
        [66, 12],
      ]
        .map(([x = 0, tilt = 0]) =>
          el(
            'g',
            { transform: `rotate(${tilt} ${x} 60)` },
            path(`M${x - 10} 14H${x + 10}L${x + 7} 46Q${x} 54 ${x - 7} 46Z`, slot(c, 0)) +
              stroke(`M${x} 52V84M${x - 10} 86H${x + 10}`, slot(c, 0), 2.5),
          ),
        )
        .join('') + [0, 1, 2].map((i) => circle(44 + i * 6, 16 - i * 5, 2 - i * 0.4, slot(c, 1))).join(''),
  },
  firework: {
    slots: 2,
    draw: (c) =>
      Array.from({ length: 16 }, (_, i) => {
        const from = polar(50, 50, 10, i * 22.5)
        const to = polar(50, 50, i % 2 ? 34 : 44, i * 22.5)
        return (
          stroke(`M${pt(from)}L${pt(to)}`, slot(c, i % 2), 2.2) + circle(...to, 1.8, slot(c, (i + 1) % 2))
        )
      }).join(''),
  },
  'fir-tree': {
    slots: 2,
    draw: (c) => tree(50, 96, 90, slot(c, 0), slot(c, 1)) + path(starPath(50, 8, 7, 3), slot(c, 1)),
  },
  'fir-trees': {
    slots: 2,
    draw: (c) =>
      tree(26, 94, 56, slot(c, 1), slot(c, 0)) +
      tree(74, 94, 60, slot(c, 1), slot(c, 0)) +
      tree(50, 96, 86, slot(c, 0), slot(c, 0)),
  },
  snowflake: {
    slots: 1,
    draw: (c) =>
      Array.from({ length: 6 }, (_, i) => {
        const a = i * 60
        const tip = polar(50, 50, 44, a)
        const mid = polar(50, 50, 26, a)
        return stroke(
          `M50 50L${pt(tip)}M${pt(mid)}L${pt(polar(...mid, 12, a - 45))}M${pt(mid)}L${pt(polar(...mid, 12, a + 45))}`,
          slot(c, 0),
          3,
        )
      }).join(''),
  },
  egg: {
    slots: 3,
    draw: (c) =>
      path('M50 6C74 6 86 44 86 62C86 84 70 96 50 96C30 96 14 84 14 62C14 44 26 6 50 6Z', slot(c, 0)) +
      stroke('M17 50Q33 42 50 50Q67 58 84 50', slot(c, 1), 4) +
      stroke('M15 70L25 62L35 70L45 62L55 70L65 62L75 70L85 62', slot(c, 2), 3),
  },
  bunny: {
    slots: 2,
    draw: (c) =>
      ellipse(38, 24, 7, 20, slot(c, 0), -12) +
      ellipse(60, 24, 7, 20, slot(c, 0), 12) +
      ellipse(38, 24, 3, 14, slot(c, 1), -12) +
      ellipse(60, 24, 3, 14, slot(c, 1), 12) +
      circle(49, 52, 17, slot(c, 0)) +
      ellipse(50, 80, 26, 18, slot(c, 0)) +
      circle(76, 84, 6, slot(c, 1)),
  },
  pretzel: {
    slots: 1,
    draw: (c) =>
      stroke(
        'M50 56Q30 92 16 62Q6 36 30 26Q48 20 56 46L64 80M50 56Q70 92 84 62Q94 36 70 26Q52 20 44 46L36 80',
        slot(c, 0),
        9,
        { 'stroke-linejoin': 'round' },
      ),
  },
  beer: {
    slots: 2,
    draw: (c) =>
      el('rect', { x: 22, y: 28, width: 44, height: 64, rx: 5, fill: slot(c, 0) }) +
      stroke('M66 42H76Q84 42 84 52V66Q84 76 76 76H66', slot(c, 0), 6) +
      path('M18 30Q16 14 32 18Q38 6 52 14Q66 8 70 22Q74 30 66 32H22Z', slot(c, 1)),
  },
  'school-cone': {
    slots: 3,
    draw: (c) =>
      path('M20 20L80 28L44 96Z', slot(c, 0)) +
      path('M18 20Q30 2 50 10Q66 4 82 28L80 28L20 20Z', slot(c, 1)) +
      path(starPath(50, 44, 8, 3.5), slot(c, 2)) +
      path(starPath(44, 66, 6, 2.5), slot(c, 2)),
  },
  geometric: {
    slots: 2,
    draw: (c) =>
      ['M50 4L90 74H10Z', 'M50 30L72 70H28Z']
        .map((d, i) => stroke(d, slot(c, i), 2.5, { 'stroke-linejoin': 'round' }))
        .join('') + circle(50, 58, 6, slot(c, 1)),
  },
  'deco-lines': {
    slots: 1,
    draw: (c) =>
      [0, 1, 2, 3, 4]
        .map((i) => stroke(`M${10 + i * 4} ${50 - i * 6}H${90 - i * 4}`, slot(c, 0), 1.2))
        .join('') + path('M50 56L58 64L50 72L42 64Z', slot(c, 0)),
  },
  dots: {
    slots: 3,
    draw: (c) =>
      Array.from({ length: 19 }, (_, i) => {
        const [x, y] = polar(50, 50, i === 0 ? 0 : i < 7 ? 20 : 40, i < 7 ? i * 60 : i * 30)
        return circle(x, y, i === 0 ? 9 : i < 7 ? 6 : 4, slot(c, i % 3))
      }).join(''),
  },
}
