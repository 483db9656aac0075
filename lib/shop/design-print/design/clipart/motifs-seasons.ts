import { circle, curve, leaf, line, polar, polygon, rect, star } from './paths'
import { fill, stroke, motif as m, type Motif } from './types'

const snowflakeArms = Array.from({ length: 6 }, (_, i) => {
  const a = i * 60
  const [x, y] = polar(50, 50, 26, a)
  return (
    line([[50, 50], polar(50, 50, 42, a)]) +
    line([polar(x, y, 10, a + 140), [x, y], polar(x, y, 10, a - 140)])
  )
}).join('')

/** Christmas. */
export const SEASON_MOTIFS: Motif[] = [
  m(
    'christmas-tree',
    'christmas',
    'Tannenbaum',
    'Christmas tree',
    ['#1e8449', '#8b4513', '#f1c40f'],
    [
      fill(
        polygon([
          [50, 10],
          [74, 42],
          [62, 42],
          [82, 68],
          [66, 68],
          [88, 88],
          [12, 88],
          [34, 68],
          [18, 68],
          [38, 42],
          [26, 42],
        ]),
      ),
      fill(rect(44, 88, 12, 10), 1),
      fill(star(50, 10, 8, 3.5), 2),
    ],
  ),
  m('snowflake', 'christmas', 'Schneeflocke', 'Snowflake', ['#5dade2'], [stroke(snowflakeArms, 3)]),
  m(
    'bauble',
    'christmas',
    'Christbaumkugel',
    'Bauble',
    ['#c0392b', '#c9a227'],
    [
      fill(circle(50, 58, 32)),
      fill(rect(42, 18, 16, 10, 2), 1),
      stroke(`M22 58Q50 70 78 58`, 3, 1),
      stroke(curve([46, 18], [50, 6], [54, 18]), 2, 1),
    ],
  ),
  m(
    'christmas-star',
    'christmas',
    'Weihnachtsstern',
    'Christmas star',
    ['#f4d03f'],
    [fill(star(50, 50, 44, 12, 8))],
  ),
  m(
    'candy-cane',
    'christmas',
    'Zuckerstange',
    'Candy cane',
    ['#c0392b'],
    [stroke('M58 92L58 30Q58 12 44 12Q30 12 30 28', 10)],
  ),
  m(
    'holly',
    'christmas',
    'Stechpalme',
    'Holly',
    ['#1e8449', '#c0392b'],
    [
      fill(leaf([50, 54], [14, 30], 12) + leaf([50, 54], [86, 30], 12) + leaf([50, 54], [50, 90], 12)),
      fill(circle(44, 48, 7) + circle(56, 48, 7) + circle(50, 38, 7), 1),
    ],
  ),
  m(
    'snowman',
    'christmas',
    'Schneemann',
    'Snowman',
    ['#ecf0f1', '#2c3e50', '#e67e22'],
    [
      fill(circle(50, 70, 22) + circle(50, 36, 15)),
      fill(rect(36, 10, 28, 14) + rect(30, 22, 40, 4), 1),
      fill(
        polygon([
          [50, 36],
          [64, 39],
          [50, 41],
        ]),
        2,
      ),
      fill(circle(45, 31, 2) + circle(55, 31, 2) + circle(50, 62, 2.5) + circle(50, 74, 2.5), 1),
    ],
  ),
  m(
    'gingerbread',
    'christmas',
    'Lebkuchenmann',
    'Gingerbread man',
    ['#b9770e', '#ffffff'],
    [
      fill(
        circle(50, 22, 14) +
          rect(34, 34, 32, 36, 8) +
          rect(14, 36, 72, 14, 7) +
          rect(34, 60, 13, 34, 6) +
          rect(53, 60, 13, 34, 6),
      ),
      fill(circle(45, 20, 2) + circle(55, 20, 2) + circle(50, 44, 2.5) + circle(50, 54, 2.5), 1),
    ],
  ),
]
