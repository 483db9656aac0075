import { circle, crescent, curve, drop, ellipse, heart, line, petals, rect, ring, star } from './paths'
import { fill, stroke, motif as m, type Motif } from './types'

/** Baby. */
export const FAMILY_MOTIFS: Motif[] = [
  m(
    'rattle',
    'baby',
    'Rassel',
    'Rattle',
    ['#85c1e9', '#f7dc6f'],
    [fill(circle(40, 38, 24)), fill(rect(56, 56, 10, 34, 4), 1), fill(star(40, 38, 10, 4), 1)],
  ),
  m(
    'baby-bottle',
    'baby',
    'Fläschchen',
    'Baby bottle',
    ['#aed6f1', '#f5b7b1'],
    [
      fill(rect(32, 36, 36, 54, 8)),
      fill(rect(28, 28, 44, 10, 3), 1),
      fill('M42 28Q42 10 50 8Q58 10 58 28Z', 1),
    ],
  ),
  m(
    'pram',
    'baby',
    'Kinderwagen',
    'Pram',
    ['#a9cce3', '#34495e'],
    [
      fill('M14 40L62 40L62 16Q86 18 86 40Q86 62 62 64L36 64Q14 62 14 40Z'),
      fill(ring(30, 78, 10, 3) + ring(70, 78, 10, 3), 1),
      stroke(
        line([
          [86, 40],
          [94, 30],
        ]),
        3,
        1,
      ),
    ],
  ),
  m(
    'moon-stars',
    'baby',
    'Mond und Sterne',
    'Moon and stars',
    ['#f4d03f'],
    [fill(crescent(44, 52, 32)), fill(star(78, 22, 10, 4) + star(82, 62, 7, 3) + star(64, 84, 5, 2))],
  ),
  m(
    'cloud',
    'baby',
    'Wolke',
    'Cloud',
    ['#d6eaf8'],
    [fill(circle(34, 56, 18) + circle(54, 44, 22) + circle(72, 58, 16) + rect(34, 56, 38, 18))],
  ),
  m(
    'teddy',
    'baby',
    'Teddy',
    'Teddy bear',
    ['#a0522d', '#deb887'],
    [
      fill(circle(28, 24, 10) + circle(72, 24, 10) + circle(50, 40, 24) + ellipse(50, 78, 22, 18)),
      fill(ellipse(50, 48, 10, 7) + circle(28, 24, 5) + circle(72, 24, 5), 1),
    ],
  ),
  m(
    'footprints',
    'baby',
    'Babyfüße',
    'Baby feet',
    ['#f1948a'],
    [
      fill(ellipse(34, 60, 11, 18) + ellipse(66, 48, 11, 18)),
      fill([22, 30, 38, 44].map((x, i) => circle(x + 1, 36 - (i === 0 ? 0 : 2), 3)).join('')),
      fill([54, 62, 70, 76].map((x, i) => circle(x + 1, 24 - (i === 0 ? 0 : 2), 3)).join('')),
    ],
  ),
  m(
    'stork-bundle',
    'baby',
    'Bündel',
    'Bundle',
    ['#f5b7b1', '#fdebd0'],
    [fill(drop(50, 56, 56, 70, 1)), fill(circle(50, 30, 14), 1), fill(heart(50, 66, 16), 1)],
  ),
  m(
    'sun-face',
    'baby',
    'Sonne',
    'Sun',
    ['#f4d03f', '#e67e22'],
    [
      fill(petals(50, 50, 24, 44, 12, 5)),
      fill(circle(50, 50, 24)),
      stroke(curve([40, 56], [50, 64], [60, 56]), 2.5, 1),
      fill(circle(42, 44, 2.5) + circle(58, 44, 2.5), 1),
    ],
  ),
  m(
    'heart-balloon',
    'baby',
    'Herzballon',
    'Heart balloon',
    ['#ec7063', '#555555'],
    [
      fill(heart(50, 36, 56)),
      stroke(curve([50, 62], [40, 80], [54, 96]), 1.5, 1),
      fill(ring(50, 36, 4, 1.5), 1),
    ],
  ),
]
