import { circle, ellipse, group, path, polygon, rect, starPoints } from '../svg'
import { confetti, type Theme } from './theme'

function balloon(x: number, y: number, fill: string, to: readonly [number, number]) {
  return (
    path(`M${x} ${y + 52}Q${(x + to[0]) / 2 + 18} ${(y + to[1]) / 2} ${to[0]} ${to[1]}`, {
      stroke: '#f4e3c1',
      'stroke-width': 1.5,
      fill: 'none',
    }) +
    polygon(
      [
        [x - 6, y + 56],
        [x + 6, y + 56],
        [x, y + 48],
      ],
      { fill },
    ) +
    ellipse(x, y, 40, 50, { fill }) +
    ellipse(x - 14, y - 18, 8, 14, {
      fill: '#fff',
      opacity: 0.3,
      transform: `rotate(25 ${x - 14} ${y - 18})`,
    })
  )
}

/** Card brand, youth celebration: balloons, a paper plane setting off, a card with a star. */
export const youth: Theme = {
  background: ['#1f4e5a', '#2b6573'],
  decor: (w, h) =>
    circle(w * 0.1, h * 0.2, h * 0.3, { fill: '#ffffff', opacity: 0.05 }) +
    confetti(7, ['#f2b33d', '#e76f51', '#f4e3c1'], w, h, 34),
  subject: () =>
    path('M60 330C140 250 190 330 260 250S380 160 420 90', {
      stroke: '#f4e3c1',
      'stroke-width': 2.5,
      'stroke-dasharray': '8 10',
      fill: 'none',
      opacity: 0.7,
    }) +
    polygon(
      [
        [420, 90],
        [470, 58],
        [446, 112],
      ],
      { fill: '#ffffff' },
    ) +
    polygon(
      [
        [420, 90],
        [446, 112],
        [438, 94],
      ],
      { fill: '#d9e4e6' },
    ) +
    balloon(460, 190, '#e76f51', [430, 400]) +
    balloon(530, 150, '#f2b33d', [432, 400]) +
    balloon(520, 260, '#f4e3c1', [434, 400]) +
    ellipse(260, 428, 170, 10, { fill: '#000', opacity: 0.12 }) +
    group(
      { transform: 'rotate(-6 250 300) translate(0 -26)' },
      rect(160, 196, 190, 236, { fill: '#f4e3c1', rx: 4 }),
      rect(174, 210, 162, 208, { fill: 'none', stroke: '#e76f51', 'stroke-width': 1.5 }),
      polygon(starPoints(255, 290, 44, 20), { fill: '#f2b33d' }),
      rect(215, 362, 80, 6, { rx: 3, fill: '#d9c39c' }),
      rect(228, 376, 54, 6, { rx: 3, fill: '#d9c39c' }),
    ),
}
