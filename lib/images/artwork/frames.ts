import { circle, ellipse, group, path, rect } from '../svg'
import { floor, landscape, plant, shadow } from './room'
import type { Theme } from './theme'

/** A frame with a mat: `frame` is the moulding colour, the mat is white. */
function framed(x: number, y: number, w: number, h: number, frame: string, picture: string): string {
  return group(
    {},
    rect(x, y, w, h, { fill: frame }),
    rect(x + 8, y + 8, w - 16, h - 16, { fill: '#fbfaf7' }),
    picture,
  )
}

/** Poster brand, frames: a gallery wall of three framed pictures over a shelf. */
export const frames: Theme = {
  background: ['#eef0ee', '#e2e6e3'],
  decor: (w, h) => floor(w, h, '#cdd3ce'),
  subject: () =>
    shadow(310, 384, 200) +
    framed(
      110,
      30,
      200,
      260,
      '#111827',
      landscape(136, 56, 148, 208, ['#dbe8ef', '#f4c542', '#8fb49a', '#3f6e4f']),
    ) +
    framed(
      340,
      30,
      170,
      124,
      '#b08050',
      group(
        {},
        rect(362, 52, 126, 80, { fill: '#f3e6d3' }),
        path('M425 60C450 78 452 112 425 126C398 112 400 78 425 60Z', { fill: '#6c9a76' }),
        path('M425 64V126', { stroke: '#4f7a5a', 'stroke-width': 2 }),
      ),
    ) +
    framed(
      340,
      176,
      170,
      114,
      '#f9f9f7',
      group(
        {},
        rect(350, 186, 150, 94, { fill: 'none', stroke: '#d8d8d4', 'stroke-width': 2 }),
        rect(364, 198, 122, 70, { fill: '#1f3a5f' }),
        circle(400, 232, 22, { fill: '#e4002b' }),
        circle(440, 226, 16, { fill: '#f4c542' }),
        ellipse(460, 250, 18, 10, { fill: '#9fc3d9' }),
      ),
    ) +
    rect(90, 372, 440, 10, { fill: '#8c6a4f', rx: 2 }) +
    group({}, rect(130, 318, 22, 54, { fill: '#e4002b' }), rect(154, 326, 18, 46, { fill: '#111827' })) +
    plant(480, 372, 0.55),
}
