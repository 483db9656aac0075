import {
  branchLeaves,
  circle,
  curve,
  drop,
  ellipse,
  leaf,
  line,
  petals,
  polar,
  polygon,
  rays,
  rect,
  ring,
  star,
} from './paths'
import { fill, stroke, type Motif } from './types'

const m = (
  id: string,
  occasion: Motif['occasion'],
  de: string,
  en: string,
  colors: string[],
  parts: Motif['parts'],
): Motif => ({
  id,
  occasion,
  name: { de, en },
  colors,
  parts,
})

const snowflakeArms = Array.from({ length: 6 }, (_, i) => {
  const a = i * 60
  const [x, y] = polar(50, 50, 26, a)
  return (
    line([[50, 50], polar(50, 50, 42, a)]) +
    line([polar(x, y, 10, a + 140), [x, y], polar(x, y, 10, a - 140)])
  )
}).join('')

const wreathLeaves = Array.from({ length: 16 }, (_, i) => {
  const a = i * 22.5
  return leaf(polar(50, 50, 34, a), polar(50, 50, 34, a + 20), 5)
}).join('')

/** Christmas, nature and travel. */
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
  m(
    'leaf',
    'nature',
    'Blatt',
    'Leaf',
    ['#27ae60'],
    [
      fill(leaf([16, 84], [84, 16], 22)),
      stroke(
        line([
          [10, 90],
          [70, 30],
        ]),
        1.5,
      ),
    ],
  ),
  m(
    'eucalyptus',
    'nature',
    'Eukalyptus',
    'Eucalyptus',
    ['#7fa88a', '#5d7d66'],
    [
      stroke(curve([50, 96], [40, 50], [56, 6]), 2, 1),
      fill(Array.from({ length: 6 }, (_, i) => ellipse(i % 2 ? 38 : 60, 84 - i * 13, 9, 7)).join('')),
    ],
  ),
  m('laurel-wreath', 'nature', 'Lorbeerkranz', 'Laurel wreath', ['#6e8b3d'], [fill(wreathLeaves)]),
  m(
    'daisy',
    'nature',
    'Gänseblümchen',
    'Daisy',
    ['#ffffff', '#f4d03f', '#bbbbbb'],
    [
      fill(petals(50, 50, 8, 44, 12, 6)),
      stroke(petals(50, 50, 8, 44, 12, 6), 0.8, 2),
      fill(circle(50, 50, 11), 1),
    ],
  ),
  m(
    'flower',
    'nature',
    'Blume',
    'Flower',
    ['#ec7063', '#f4d03f'],
    [
      fill(Array.from({ length: 5 }, (_, i) => circle(...polar(50, 50, 20, -90 + i * 72), 17)).join('')),
      fill(circle(50, 50, 11), 1),
    ],
  ),
  m(
    'fern',
    'nature',
    'Farn',
    'Fern',
    ['#229954'],
    [stroke(curve([50, 96], [46, 50], [54, 6]), 2), fill(branchLeaves([50, 94], [52, 8], 7, 20, 55))],
  ),
  m(
    'tree',
    'nature',
    'Baum',
    'Tree',
    ['#27ae60', '#8b5a2b'],
    [
      fill(circle(50, 36, 26) + circle(30, 50, 18) + circle(70, 50, 18)),
      fill(
        polygon([
          [44, 60],
          [56, 60],
          [58, 94],
          [42, 94],
        ]),
        1,
      ),
    ],
  ),
  m(
    'mushroom',
    'nature',
    'Fliegenpilz',
    'Toadstool',
    ['#c0392b', '#f5f5dc', '#ffffff'],
    [
      fill('M12 52Q14 14 50 12Q86 14 88 52Z'),
      fill(rect(40, 52, 20, 38, 6), 1),
      fill(circle(32, 34, 5) + circle(56, 26, 6) + circle(70, 42, 4) + circle(44, 44, 4), 2),
    ],
  ),
  m(
    'sun',
    'travel',
    'Sonne',
    'Sun',
    ['#f5b041'],
    [fill(circle(50, 50, 20)), stroke(rays(50, 50, 28, 44, 12), 4)],
  ),
  m(
    'palm',
    'travel',
    'Palme',
    'Palm tree',
    ['#27ae60', '#a0522d'],
    [
      fill('M46 96Q48 60 56 36L62 38Q54 62 54 96Z', 1),
      fill(
        leaf([58, 36], [16, 34], 10) +
          leaf([58, 36], [96, 40], 10) +
          leaf([58, 36], [30, 10], 9) +
          leaf([58, 36], [84, 12], 9),
      ),
    ],
  ),
  m(
    'wave',
    'travel',
    'Welle',
    'Wave',
    ['#2e86c1'],
    [fill('M4 70Q20 40 40 50Q30 30 52 26Q80 24 92 52Q74 40 64 52Q78 60 96 58L96 90L4 90Z')],
  ),
  m(
    'anchor',
    'travel',
    'Anker',
    'Anchor',
    ['#1b4f72'],
    [
      fill(ring(50, 16, 9, 4)),
      stroke(
        line([
          [50, 25],
          [50, 88],
        ]) +
          line([
            [34, 38],
            [66, 38],
          ]) +
          'M18 60Q22 88 50 88Q78 88 82 60',
        6,
      ),
    ],
  ),
  m(
    'paper-plane',
    'travel',
    'Papierflieger',
    'Paper plane',
    ['#5dade2', '#2e86c1'],
    [
      fill(
        polygon([
          [8, 48],
          [92, 14],
          [40, 60],
        ]),
      ),
      fill(
        polygon([
          [40, 60],
          [92, 14],
          [56, 84],
        ]),
        1,
      ),
      fill(
        polygon([
          [40, 60],
          [46, 80],
          [56, 84],
        ]),
        1,
      ),
    ],
  ),
  m(
    'suitcase',
    'travel',
    'Koffer',
    'Suitcase',
    ['#a04000', '#f0b27a'],
    [
      fill(rect(12, 30, 76, 56, 6)),
      stroke(rect(38, 16, 24, 14, 4), 4),
      fill(rect(28, 30, 6, 56) + rect(66, 30, 6, 56), 1),
    ],
  ),
  m(
    'hot-air-balloon',
    'travel',
    'Heißluftballon',
    'Hot-air balloon',
    ['#e74c3c', '#f4d03f', '#8b5a2b'],
    [
      fill(drop(50, 40, 60, 66, 1)),
      fill(ellipse(50, 40, 10, 32), 1),
      fill(rect(42, 82, 16, 12, 2), 2),
      stroke(
        line([
          [30, 64],
          [42, 82],
        ]) +
          line([
            [70, 64],
            [58, 82],
          ]),
        1.5,
        2,
      ),
    ],
  ),
]
