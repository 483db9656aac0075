import { circle, ellipse, group, line, path, polygon, rect, starPoints } from '../svg'
import { softCircles, type Theme } from './theme'

function foot(x: number, y: number, flip: 1 | -1, fill: string) {
  const toes = [0, 1, 2, 3, 4].map((i) =>
    circle(flip * (-12 + i * 6), -34 + Math.abs(i - 1.5) * 2, 3.2, { fill }),
  )
  return group({ transform: `translate(${x} ${y})` }, ellipse(0, 0, 13, 22, { fill }), ...toes)
}

function cloud(x: number, y: number, fill: string) {
  return group(
    { fill },
    circle(x - 26, y + 6, 18),
    circle(x, y - 6, 26),
    circle(x + 28, y + 6, 18),
    rect(x - 44, y + 6, 90, 18, { rx: 9 }),
  )
}

/** Card brand, birth: a baby mobile (moon, star, cloud) over a folded card with footprints. */
export const birth: Theme = {
  background: ['#e5f2f1', '#d5e6f1'],
  decor: (w, h) =>
    softCircles('#ffffff')(w, h) +
    [0.2, 0.36, 0.62, 0.9]
      .map((f, i) =>
        polygon(starPoints(w * f, h * (0.12 + (i % 2) * 0.2), 7, 3), { fill: '#f4d58d', opacity: 0.8 }),
      )
      .join(''),
  subject: () =>
    line(300, 0, 300, 40, { stroke: '#2f4858', 'stroke-width': 3 }) +
    path('M140 48Q300 28 460 48', {
      stroke: '#2f4858',
      'stroke-width': 5,
      fill: 'none',
      'stroke-linecap': 'round',
    }) +
    group(
      { stroke: '#2f4858', 'stroke-width': 1.5 },
      line(170, 44, 170, 120),
      line(300, 38, 300, 150),
      line(430, 44, 430, 112),
    ) +
    path('M170 120a42 42 0 1 0 34 62a34 34 0 1 1 -34 -62z', { fill: '#f4d58d' }) +
    polygon(starPoints(300, 184, 36, 16), { fill: '#f2a28b' }) +
    cloud(430, 140, '#ffffff') +
    ellipse(330, 424, 190, 12, { fill: '#000', opacity: 0.06 }) +
    polygon(
      [
        [210, 250],
        [330, 236],
        [330, 420],
        [210, 414],
      ],
      { fill: '#ffffff' },
    ) +
    polygon(
      [
        [330, 236],
        [460, 252],
        [460, 416],
        [330, 420],
      ],
      { fill: '#f7fbfb' },
    ) +
    line(330, 236, 330, 420, { stroke: '#d5e2e6', 'stroke-width': 2 }) +
    foot(375, 350, 1, '#f2a28b') +
    foot(418, 330, -1, '#f2a28b') +
    rect(236, 300, 70, 6, { rx: 3, fill: '#d5e2e6' }) +
    rect(236, 314, 50, 6, { rx: 3, fill: '#d5e2e6' }),
}
