import { circle, group, line, path, polygon, rect } from '../svg'
import { floor, plant } from './room'
import type { Theme } from './theme'

/** Poster brand, canvas: a deep canvas print of a sunset over the sea, with a floor lamp beside it. */
export const canvas: Theme = {
  background: ['#f3f0ec', '#e7e2db'],
  decor: (w, h) => floor(w, h, '#cfc6ba'),
  subject: () =>
    rect(158, 48, 328, 244, { fill: '#000', opacity: 0.07 }) +
    polygon(
      [
        [470, 40],
        [486, 52],
        [486, 292],
        [470, 280],
      ],
      { fill: '#7a2434' },
    ) +
    group(
      {},
      rect(150, 40, 320, 240, { fill: '#f7b267' }),
      rect(150, 40, 320, 80, { fill: '#f4845f' }),
      rect(150, 120, 320, 50, { fill: '#f79d65' }),
      path('M250 190a60 60 0 0 1 120 0Z', { fill: '#ffe8a3' }),
      rect(150, 190, 320, 90, { fill: '#355070' }),
      path('M150 214Q190 204 230 214T310 214T390 214T470 214', {
        stroke: '#6d8fb4',
        'stroke-width': 4,
        fill: 'none',
      }),
      path('M150 246Q190 236 230 246T310 246T390 246T470 246', {
        stroke: '#8fb0cf',
        'stroke-width': 3,
        fill: 'none',
      }),
    ) +
    group(
      {},
      line(70, 420, 70, 150, { stroke: '#111827', 'stroke-width': 5 }),
      rect(46, 416, 48, 8, { fill: '#111827', rx: 3 }),
      path('M34 150L52 96H88L106 150Z', { fill: '#e4002b' }),
      circle(70, 156, 8, { fill: '#ffe8a3', opacity: 0.9 }),
    ) +
    plant(540, 424, 1),
}
