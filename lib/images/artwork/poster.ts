import { group, path, rect } from '../svg'
import { floor, landscape, plant, shadow } from './room'
import type { Theme } from './theme'

/** Poster brand, posters: a large framed mountain print above a sideboard with a plant and a vase. */
export const poster: Theme = {
  background: ['#efebe6', '#e4ded6'],
  decor: (w, h) => floor(w, h, '#d6cec3'),
  subject: () =>
    shadow(300, 300, 150) +
    rect(180, 12, 240, 300, { fill: '#111827' }) +
    rect(190, 22, 220, 280, { fill: '#f8f6f2' }) +
    landscape(206, 38, 188, 248, ['#f1d9c4', '#e4002b', '#c98f7a', '#5b3a45']) +
    group(
      { fill: '#8c6a4f' },
      rect(120, 330, 360, 58, { rx: 3 }),
      rect(138, 388, 8, 34),
      rect(454, 388, 8, 34),
    ) +
    rect(120, 356, 360, 2, { fill: '#6f5340' }) +
    plant(170, 330, 0.85) +
    path('M420 330C404 300 408 270 424 262H444C460 270 464 300 448 330Z', { fill: '#111827' }) +
    path('M430 262C426 240 420 222 410 206M436 262C440 236 452 220 466 212', {
      stroke: '#6c9a76',
      'stroke-width': 3,
      fill: 'none',
    }),
}
