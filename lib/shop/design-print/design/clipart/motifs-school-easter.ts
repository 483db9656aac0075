import { circle, drop, ellipse, leaf, line, polygon, rect, star, zigzag } from './paths'
import { fill, stroke, motif as m, type Motif } from './types'

/** Easter and school. */
export const SCHOOL_EASTER_MOTIFS: Motif[] = [
  m(
    'easter-egg',
    'easter',
    'Osterei',
    'Easter egg',
    ['#f5b041', '#ffffff'],
    [
      fill(drop(50, 52, 56, 76, 0.6)),
      stroke(zigzag(24, 76, 44, 6, 4), 3, 1),
      stroke(zigzag(24, 76, 62, 6, 4), 3, 1),
    ],
  ),
  m(
    'dotted-egg',
    'easter',
    'Gepunktetes Ei',
    'Dotted egg',
    ['#82e0aa', '#ffffff'],
    [
      fill(drop(50, 52, 56, 76, 0.6)),
      fill(
        circle(40, 36, 4) + circle(60, 40, 4) + circle(50, 56, 4) + circle(36, 66, 4) + circle(64, 68, 4),
        1,
      ),
    ],
  ),
  m(
    'bunny',
    'easter',
    'Osterhase',
    'Bunny',
    ['#d5dbdb', '#f5b7b1'],
    [
      fill(ellipse(38, 22, 8, 20) + ellipse(62, 22, 8, 20) + circle(50, 52, 20) + ellipse(50, 82, 24, 14)),
      fill(ellipse(38, 22, 4, 14) + ellipse(62, 22, 4, 14) + circle(50, 56, 3), 1),
    ],
  ),
  m(
    'chick',
    'easter',
    'Küken',
    'Chick',
    ['#f7dc6f', '#e67e22'],
    [
      fill(circle(50, 34, 18) + ellipse(50, 66, 28, 24)),
      fill(
        polygon([
          [66, 32],
          [78, 36],
          [66, 40],
        ]),
        1,
      ),
      fill(
        polygon([
          [40, 88],
          [44, 96],
          [48, 88],
        ]) +
          polygon([
            [54, 88],
            [58, 96],
            [62, 88],
          ]),
        1,
      ),
    ],
  ),
  m(
    'tulip',
    'easter',
    'Tulpe',
    'Tulip',
    ['#e74c3c', '#27ae60'],
    [
      fill('M30 20L40 32L50 16L60 32L70 20L70 40Q70 58 50 58Q30 58 30 40Z'),
      stroke(
        line([
          [50, 58],
          [50, 94],
        ]),
        3,
        1,
      ),
      fill(leaf([50, 90], [28, 62], 8) + leaf([50, 86], [72, 64], 8), 1),
    ],
  ),
  m(
    'carrot',
    'easter',
    'Karotte',
    'Carrot',
    ['#e67e22', '#27ae60'],
    [
      fill(
        polygon([
          [36, 30],
          [64, 30],
          [50, 94],
        ]),
      ),
      fill(leaf([50, 30], [36, 6], 5) + leaf([50, 30], [50, 4], 5) + leaf([50, 30], [64, 6], 5), 1),
    ],
  ),
  m(
    'school-cone',
    'school',
    'Schultüte',
    'School cone',
    ['#e74c3c', '#f1c40f'],
    [
      fill(
        polygon([
          [22, 22],
          [78, 22],
          [50, 94],
        ]),
      ),
      fill('M22 22Q36 4 50 18Q64 4 78 22Z', 1),
      fill(star(50, 44, 10, 4), 1),
    ],
  ),
  m(
    'pencil',
    'school',
    'Stift',
    'Pencil',
    ['#f1c40f', '#34495e'],
    [
      fill(
        polygon([
          [20, 70],
          [66, 24],
          [76, 34],
          [30, 80],
        ]),
      ),
      fill(
        polygon([
          [20, 70],
          [30, 80],
          [12, 88],
        ]),
        1,
      ),
      fill(
        polygon([
          [66, 24],
          [72, 18],
          [82, 28],
          [76, 34],
        ]),
        1,
      ),
    ],
  ),
  m(
    'graduation-cap',
    'school',
    'Doktorhut',
    'Graduation cap',
    ['#2c3e50', '#c9a227'],
    [
      fill(
        polygon([
          [50, 24],
          [92, 40],
          [50, 56],
          [8, 40],
        ]),
      ),
      fill('M28 48L28 66Q50 78 72 66L72 48L50 56Z'),
      stroke(
        line([
          [86, 42],
          [86, 70],
        ]),
        2,
        1,
      ),
      fill(circle(86, 72, 4), 1),
    ],
  ),
  m(
    'open-book',
    'school',
    'Buch',
    'Book',
    ['#2e86c1', '#fdfefe'],
    [
      fill('M8 26Q30 18 50 28Q70 18 92 26L92 80Q70 72 50 82Q30 72 8 80Z'),
      fill('M14 30Q30 24 47 32L47 74Q30 68 14 72ZM53 32Q70 24 86 30L86 72Q70 68 53 74Z', 1),
    ],
  ),
  m(
    'abc-blocks',
    'school',
    'Bauklötze',
    'Blocks',
    ['#e74c3c', '#3498db', '#f1c40f'],
    [fill(rect(10, 54, 36, 36, 3)), fill(rect(54, 54, 36, 36, 3), 1), fill(rect(32, 16, 36, 36, 3), 2)],
  ),
]
