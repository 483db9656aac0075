import { el } from '../svg-xml'
import { circle, ellipse, heartPath, leaf, path, polar, slot, starPath, stroke } from './draw'
import type { Motif } from './types'

/** Hearts, stars, rings and the religious and family symbols. */

const ring = (cx: number, cy: number, r: number, color: string, width: number) =>
  el('circle', { cx, cy, r, fill: 'none', stroke: color, 'stroke-width': width })

export const SYMBOL_MOTIFS: Record<string, Motif> = {
  heart: { slots: 1, draw: (c) => path(heartPath(50, 52, 90), slot(c, 0)) },
  hearts: {
    slots: 2,
    draw: (c) =>
      path(heartPath(38, 50, 60), slot(c, 0)) +
      path(heartPath(66, 58, 48), slot(c, 1)) +
      path(heartPath(80, 22, 18), slot(c, 0)),
  },
  star: { slots: 1, draw: (c) => path(starPath(50, 52, 46, 19), slot(c, 0)) },
  stars: {
    slots: 2,
    draw: (c) =>
      [
        [30, 40, 22],
        [70, 28, 13],
        [72, 70, 17],
        [22, 80, 9],
        [50, 12, 6],
      ]
        .map(([x = 0, y = 0, r = 0], i) => path(starPath(x, y, r, r * 0.42), slot(c, i % 2)))
        .join(''),
  },
  'moon-star': {
    slots: 2,
    draw: (c) =>
      path('M60 10A42 42 0 1 0 90 72A34 34 0 1 1 60 10Z', slot(c, 0)) +
      path(starPath(70, 36, 12, 5), slot(c, 1)),
  },
  cross: { slots: 1, draw: (c) => path('M43 6H57V30H78V44H57V94H43V44H22V30H43Z', slot(c, 0)) },
  dove: {
    slots: 2,
    draw: (c) =>
      path(
        'M14 58Q30 40 52 46Q60 30 78 30Q86 30 90 36L82 38Q80 56 62 64Q44 74 24 70L6 78Q12 66 14 58Z',
        slot(c, 0),
      ) +
      path('M40 50Q34 22 50 8Q56 30 58 46Z', slot(c, 0), { opacity: 0.85 }) +
      leaf([88, 37], 14, 3.5, 120, slot(c, 1)) +
      circle(80, 34, 1.6, slot(c, 1)),
  },
  fish: {
    slots: 1,
    draw: (c) => stroke('M6 70Q50 10 94 50Q50 90 6 30', slot(c, 0), 5, { 'stroke-linejoin': 'round' }),
  },
  candle: {
    slots: 2,
    draw: (c) =>
      el('rect', { x: 36, y: 40, width: 28, height: 56, rx: 3, fill: slot(c, 0) }) +
      stroke('M50 40V32', slot(c, 0), 1.4) +
      path('M50 4Q62 20 56 28Q50 34 44 28Q38 20 50 4Z', slot(c, 1)),
  },
  rings: {
    slots: 2,
    draw: (c) =>
      ring(38, 56, 24, slot(c, 0), 5) +
      ring(62, 56, 24, slot(c, 1), 5) +
      path(starPath(50, 18, 9, 3, 4), slot(c, 0)),
  },
  crown: {
    slots: 2,
    draw: (c) =>
      path('M12 78L8 30L32 52L50 20L68 52L92 30L88 78Z', slot(c, 0)) +
      el('rect', { x: 12, y: 80, width: 76, height: 9, fill: slot(c, 0) }) +
      [8, 50, 92].map((x, i) => circle(x, i === 1 ? 18 : 28, 5, slot(c, 1))).join(''),
  },
  sun: {
    slots: 2,
    draw: (c) =>
      Array.from({ length: 12 }, (_, i) => leaf(polar(50, 50, 26, i * 30), 20, 5, i * 30, slot(c, 1))).join(
        '',
      ) + circle(50, 50, 24, slot(c, 0)),
  },
  rainbow: {
    slots: 3,
    draw: (c) =>
      [40, 31, 22]
        .map((r, i) =>
          el('path', {
            d: `M${50 - r} 80A${r} ${r} 0 0 1 ${50 + r} 80`,
            fill: 'none',
            stroke: slot(c, i),
            'stroke-width': 8,
          }),
        )
        .join('') +
      ellipse(16, 84, 12, 7, '#ffffff') +
      ellipse(84, 84, 12, 7, '#ffffff'),
  },
  house: {
    slots: 2,
    draw: (c) =>
      path('M10 48L50 12L90 48H80V92H20V48Z', slot(c, 0)) +
      el('rect', { x: 42, y: 62, width: 16, height: 30, rx: 2, fill: slot(c, 1) }) +
      el('rect', { x: 26, y: 54, width: 12, height: 12, fill: slot(c, 1) }) +
      el('rect', { x: 62, y: 54, width: 12, height: 12, fill: slot(c, 1) }),
  },
  'house-frame': {
    slots: 2,
    draw: (c) =>
      stroke(
        'M14 90V46L50 16L86 46V90M14 46H86M30 90V46M70 90V46M50 16V90M14 68H86M30 46L50 68L70 46',
        slot(c, 0),
        3,
        {
          'stroke-linejoin': 'round',
        },
      ) +
      leaf([50, 16], 14, 5, -20, slot(c, 1)) +
      leaf([50, 16], 14, 5, 20, slot(c, 1)) +
      circle(50, 8, 3, slot(c, 1)),
  },
  tie: {
    slots: 2,
    draw: (c) =>
      path('M40 8H60L56 22H44Z', slot(c, 0)) +
      path('M44 24H56L68 78L50 96L32 78Z', slot(c, 0)) +
      stroke('M46 40L62 56M42 58L64 80', slot(c, 1), 3),
  },
}
