import { circle, curve, heart, line, petals, polar, polygon, ring } from './paths'
import { fill, stroke, motif as m, type Motif } from './types'

const wreathHearts = Array.from({ length: 10 }, (_, i) => {
  const [x, y] = polar(50, 50, 36, i * 36)
  return heart(x, y, 13)
}).join('')

/** Wedding. */
export const CELEBRATION_MOTIFS: Motif[] = [
  m('heart', 'wedding', 'Herz', 'Heart', ['#c0392b'], [fill(heart(50, 52, 80))]),
  m(
    'two-hearts',
    'wedding',
    'Zwei Herzen',
    'Two hearts',
    ['#c0392b', '#e8a0a8'],
    [fill(heart(38, 50, 52), 1), fill(heart(62, 56, 52))],
  ),
  m(
    'wedding-rings',
    'wedding',
    'Eheringe',
    'Wedding rings',
    ['#c9a227'],
    [fill(ring(38, 56, 24, 5)), fill(ring(62, 56, 24, 5))],
  ),
  m(
    'diamond-ring',
    'wedding',
    'Verlobungsring',
    'Engagement ring',
    ['#c9a227', '#9ad0e6'],
    [
      fill(ring(50, 62, 28, 5)),
      fill(
        polygon([
          [38, 26],
          [62, 26],
          [70, 34],
          [50, 44],
          [30, 34],
        ]),
        1,
      ),
    ],
  ),
  m(
    'wedding-bells',
    'wedding',
    'Hochzeitsglocken',
    'Wedding bells',
    ['#c9a227', '#8a3b52'],
    [
      fill('M22 70Q22 38 36 30Q50 38 50 70Z'),
      fill('M50 70Q50 38 64 30Q78 38 78 70Z'),
      fill(circle(36, 74, 4) + circle(64, 74, 4)),
      stroke(curve([30, 24], [50, 10], [70, 24]), 2.5, 1),
    ],
  ),
  m('heart-wreath', 'wedding', 'Herzkranz', 'Heart wreath', ['#c0392b'], [fill(wreathHearts)]),
  m(
    'champagne-glasses',
    'wedding',
    'Sektgläser',
    'Champagne glasses',
    ['#c9a227', '#f3e5b5'],
    [
      fill(
        polygon([
          [20, 18],
          [40, 14],
          [42, 46],
          [34, 50],
          [38, 82],
          [30, 84],
          [28, 52],
          [22, 48],
        ]),
        1,
      ),
      fill(
        polygon([
          [60, 14],
          [80, 18],
          [78, 48],
          [72, 52],
          [70, 84],
          [62, 82],
          [66, 50],
          [58, 46],
        ]),
        1,
      ),
      stroke(
        line([
          [20, 18],
          [40, 14],
          [42, 46],
          [34, 50],
          [38, 82],
        ]) +
          line([
            [60, 14],
            [80, 18],
            [78, 48],
            [72, 52],
            [70, 84],
          ]),
        2,
      ),
    ],
  ),
  m(
    'rose',
    'wedding',
    'Rose',
    'Rose',
    ['#b03050', '#4f7942'],
    [
      fill(petals(50, 38, 0, 26, 6, 11, 15)),
      fill(circle(50, 38, 8)),
      stroke(
        line([
          [50, 56],
          [50, 92],
        ]),
        3,
        1,
      ),
      fill(`M50 74Q34 62 28 70Q38 80 50 76Z`, 1),
    ],
  ),
]
