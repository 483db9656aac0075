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
} from './paths'
import { fill, stroke, motif as m, type Motif } from './types'

const wreathLeaves = Array.from({ length: 16 }, (_, i) => {
  const a = i * 22.5
  return leaf(polar(50, 50, 34, a), polar(50, 50, 34, a + 20), 5)
}).join('')

/** Nature and travel. */
export const OUTDOOR_MOTIFS: Motif[] = [
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
