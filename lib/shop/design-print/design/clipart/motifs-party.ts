import { circle, curve, ellipse, line, polar, polygon, rays, rect, ring, star } from './paths'
import { fill, stroke, motif as m, type Motif } from './types'

const bunting = [0, 1, 2, 3, 4]
  .map((i) =>
    polygon([
      [8 + i * 18, 30 + Math.abs(i - 2) * 4],
      [24 + i * 18, 30 + Math.abs(i - 2) * 4],
      [16 + i * 18, 52 + Math.abs(i - 2) * 4],
    ]),
  )
  .join('')

/** Birthday and New Year. */
export const PARTY_MOTIFS: Motif[] = [
  m(
    'balloon',
    'birthday',
    'Luftballon',
    'Balloon',
    ['#e74c3c', '#555555'],
    [
      fill(ellipse(50, 36, 24, 30)),
      fill(
        polygon([
          [46, 68],
          [54, 68],
          [50, 63],
        ]),
      ),
      stroke(curve([50, 68], [40, 82], [52, 96]), 1.5, 1),
    ],
  ),
  m(
    'balloon-bunch',
    'birthday',
    'Ballonstrauß',
    'Balloon bunch',
    ['#e74c3c', '#3498db', '#f1c40f', '#555555'],
    [
      fill(ellipse(32, 30, 16, 20)),
      fill(ellipse(68, 30, 16, 20), 1),
      fill(ellipse(50, 24, 16, 20), 2),
      stroke(
        line([
          [32, 50],
          [50, 92],
        ]) +
          line([
            [68, 50],
            [50, 92],
          ]) +
          line([
            [50, 44],
            [50, 92],
          ]),
        1.2,
        3,
      ),
    ],
  ),
  m(
    'gift-box',
    'birthday',
    'Geschenk',
    'Gift',
    ['#8e44ad', '#f1c40f'],
    [
      fill(rect(18, 44, 64, 44)),
      fill(rect(14, 32, 72, 14), 1),
      fill(rect(44, 32, 12, 56), 1),
      fill('M50 32Q30 10 24 24Q30 34 50 32ZM50 32Q70 10 76 24Q70 34 50 32Z', 1),
    ],
  ),
  m(
    'birthday-cake',
    'birthday',
    'Torte',
    'Birthday cake',
    ['#f5cba7', '#e74c3c', '#f1c40f'],
    [
      fill(rect(16, 54, 68, 32, 3)),
      fill(rect(22, 36, 56, 20, 3)),
      stroke(`M16 62Q25 70 33 62Q41 70 50 62Q59 70 67 62Q75 70 84 62`, 3, 1),
      fill(rect(33, 20, 4, 16) + rect(48, 20, 4, 16) + rect(63, 20, 4, 16), 1),
      fill(ellipse(35, 15, 3, 5) + ellipse(50, 15, 3, 5) + ellipse(65, 15, 3, 5), 2),
    ],
  ),
  m(
    'party-hat',
    'birthday',
    'Partyhut',
    'Party hat',
    ['#3498db', '#f1c40f'],
    [
      fill(
        polygon([
          [50, 12],
          [78, 86],
          [22, 86],
        ]),
      ),
      stroke(
        line([
          [40, 40],
          [60, 40],
        ]) +
          line([
            [33, 60],
            [67, 60],
          ]),
        4,
        1,
      ),
      fill(circle(50, 10, 7), 1),
    ],
  ),
  m(
    'confetti',
    'birthday',
    'Konfetti',
    'Confetti',
    ['#e74c3c', '#3498db', '#f1c40f'],
    [
      fill(rect(14, 20, 8, 4) + circle(70, 18, 4) + rect(40, 70, 8, 4) + circle(22, 76, 3)),
      fill(
        circle(50, 40, 4) +
          rect(76, 56, 8, 4) +
          polygon([
            [30, 44],
            [38, 48],
            [30, 52],
          ]),
        1,
      ),
      fill(star(82, 84, 6, 2.5) + star(58, 14, 6, 2.5) + star(14, 50, 6, 2.5) + circle(62, 80, 3), 2),
    ],
  ),
  m(
    'bunting',
    'birthday',
    'Wimpelkette',
    'Bunting',
    ['#e74c3c', '#444444'],
    [fill(bunting), stroke(`M6 30Q50 44 94 30`, 1.5, 1)],
  ),
  m(
    'candle-number',
    'birthday',
    'Kerze',
    'Candle',
    ['#f1948a', '#f39c12'],
    [fill(rect(42, 36, 16, 54, 2)), fill('M50 8C58 18 58 28 50 32C42 28 42 18 50 8Z', 1)],
  ),
  m(
    'firework',
    'new-year',
    'Feuerwerk',
    'Firework',
    ['#f1c40f', '#e74c3c'],
    [
      stroke(rays(50, 50, 10, 40, 12), 2.5),
      fill(Array.from({ length: 12 }, (_, i) => circle(...polar(50, 50, 44, i * 30 + 15), 2.5)).join(''), 1),
    ],
  ),
  m(
    'sparkle',
    'new-year',
    'Funkeln',
    'Sparkle',
    ['#c9a227'],
    [fill(star(42, 52, 36, 7, 4)), fill(star(78, 22, 14, 3, 4))],
  ),
  m(
    'clock-midnight',
    'new-year',
    'Mitternacht',
    'Midnight clock',
    ['#2c3e50', '#c9a227'],
    [
      fill(ring(50, 50, 40, 6)),
      stroke(
        line([
          [50, 50],
          [50, 20],
        ]) +
          line([
            [50, 50],
            [52, 28],
          ]),
        4,
        1,
      ),
      fill(circle(50, 50, 4), 1),
    ],
  ),
  m(
    'champagne-bottle',
    'new-year',
    'Sektflasche',
    'Champagne bottle',
    ['#1e5631', '#c9a227'],
    [
      fill('M42 30L42 20L58 20L58 30Q68 40 68 54L68 90L32 90L32 54Q32 40 42 30Z'),
      fill(rect(41, 10, 18, 12), 1),
      fill(rect(32, 58, 36, 16), 1),
    ],
  ),
]
