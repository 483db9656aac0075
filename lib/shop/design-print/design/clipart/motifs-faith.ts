import { circle, curve, drop, ellipse, leaf, line, petals, rays, rect, ring, branchLeaves } from './paths'
import { fill, motif as m, stroke, type Motif } from './types'

/** Baptism, communion, confirmation and mourning. */
export const FAITH_MOTIFS: Motif[] = [
  m(
    'cross',
    'faith',
    'Kreuz',
    'Cross',
    ['#8a6d3b'],
    [fill(rect(42, 8, 16, 84, 2) + rect(20, 28, 60, 16, 2))],
  ),
  m(
    'cross-rays',
    'faith',
    'Kreuz mit Strahlen',
    'Cross with rays',
    ['#c9a227'],
    [fill(rect(45, 20, 10, 62, 1) + rect(30, 34, 40, 10, 1)), stroke(rays(50, 40, 30, 46, 16, 11.25), 1.5)],
  ),
  m('fish', 'faith', 'Fisch', 'Fish', ['#2874a6'], [stroke('M14 28Q50 90 88 50Q50 10 14 72', 4)]),
  m(
    'chalice',
    'faith',
    'Kelch',
    'Chalice',
    ['#c9a227'],
    [fill('M24 14L76 14Q76 50 56 56L56 76L70 84L70 90L30 90L30 84L44 76L44 56Q24 50 24 14Z')],
  ),
  m(
    'dove',
    'faith',
    'Taube',
    'Dove',
    ['#ffffff', '#aab7b8'],
    [
      fill('M14 56Q30 40 50 48Q62 26 88 20Q72 40 70 52Q80 54 86 62Q60 60 52 70Q36 80 14 56Z'),
      stroke('M14 56Q30 40 50 48Q62 26 88 20Q72 40 70 52Q80 54 86 62Q60 60 52 70Q36 80 14 56Z', 1.5, 1),
      fill(circle(24, 54, 2), 1),
    ],
  ),
  m(
    'church-candle',
    'faith',
    'Taufkerze',
    'Baptism candle',
    ['#fdfefe', '#f39c12', '#c9a227'],
    [
      fill(rect(36, 34, 28, 60, 2)),
      stroke(rect(36, 34, 28, 60, 2), 1.2, 2),
      fill(drop(50, 20, 12, 22, 0), 1),
      fill(rect(46, 52, 8, 28) + rect(40, 58, 20, 7), 2),
    ],
  ),
  m(
    'olive-branch',
    'faith',
    'Olivenzweig',
    'Olive branch',
    ['#7d8c4a'],
    [stroke(curve([10, 86], [40, 60], [90, 16]), 2), fill(branchLeaves([14, 82], [86, 20], 5, 16, 50))],
  ),
  m(
    'praying-hands',
    'faith',
    'Betende Hände',
    'Praying hands',
    ['#e0b896'],
    [
      fill('M50 10Q42 14 40 40L32 70L30 92L50 92Z'),
      fill('M50 10Q58 14 60 40L68 70L70 92L50 92Z'),
      stroke(
        line([
          [50, 12],
          [50, 92],
        ]),
        1,
        0,
      ),
    ],
  ),
  m(
    'lily',
    'mourning',
    'Lilie',
    'Lily',
    ['#fdfefe', '#aab7b8', '#52734d'],
    [
      fill(petals(50, 40, 2, 34, 6, 9)),
      stroke(petals(50, 40, 2, 34, 6, 9), 1, 1),
      stroke(
        line([
          [50, 60],
          [50, 96],
        ]),
        3,
        2,
      ),
    ],
  ),
  m(
    'memorial-candle',
    'mourning',
    'Gedenkkerze',
    'Memorial candle',
    ['#7b7d7d', '#f39c12'],
    [fill(rect(34, 40, 32, 54, 3)), fill(drop(50, 24, 14, 26, 0), 1)],
  ),
  m('tear', 'mourning', 'Träne', 'Tear', ['#85929e'], [fill(drop(50, 52, 50, 80, 0))]),
  m(
    'feather',
    'mourning',
    'Feder',
    'Feather',
    ['#aab7b8', '#566573'],
    [
      fill(leaf([24, 86], [80, 12], 16)),
      stroke(
        line([
          [16, 94],
          [78, 16],
        ]),
        1.5,
        1,
      ),
    ],
  ),
  m(
    'single-rose',
    'mourning',
    'Einzelne Rose',
    'Single rose',
    ['#78281f', '#52734d'],
    [
      fill(drop(50, 24, 26, 30, 1)),
      stroke(
        line([
          [50, 38],
          [50, 96],
        ]),
        2.5,
        1,
      ),
      fill(leaf([50, 66], [28, 54], 7) + leaf([50, 76], [72, 64], 7), 1),
    ],
  ),
  m(
    'sunset',
    'mourning',
    'Abendsonne',
    'Sunset',
    ['#e59866', '#85929e'],
    [
      fill('M20 64A30 30 0 0 1 80 64Z'),
      stroke(
        line([
          [8, 72],
          [92, 72],
        ]) +
          line([
            [20, 82],
            [80, 82],
          ]) +
          line([
            [34, 92],
            [66, 92],
          ]),
        3,
        1,
      ),
    ],
  ),
  m(
    'wreath',
    'mourning',
    'Trauerkranz',
    'Wreath',
    ['#52734d', '#fdfefe'],
    [fill(ring(50, 50, 40, 12)), fill(ellipse(50, 88, 12, 6) + circle(30, 22, 5) + circle(72, 20, 5), 1)],
  ),
  m(
    'butterfly',
    'mourning',
    'Schmetterling',
    'Butterfly',
    ['#85c1e9', '#2c3e50'],
    [
      fill(
        ellipse(30, 36, 20, 18) + ellipse(70, 36, 20, 18) + ellipse(34, 68, 14, 14) + ellipse(66, 68, 14, 14),
      ),
      fill(ellipse(50, 52, 4, 26), 1),
      stroke(curve([48, 28], [44, 14], [38, 10]) + curve([52, 28], [56, 14], [62, 10]), 1.5, 1),
    ],
  ),
  m(
    'angel-wings',
    'faith',
    'Engelsflügel',
    'Angel wings',
    ['#fdfefe', '#aab7b8'],
    [
      fill('M48 30Q20 10 6 36Q14 42 24 42Q12 52 18 62Q30 60 36 56Q34 68 42 74Q48 60 48 30Z'),
      fill('M52 30Q80 10 94 36Q86 42 76 42Q88 52 82 62Q70 60 64 56Q66 68 58 74Q52 60 52 30Z'),
      stroke('M48 30Q20 10 6 36M52 30Q80 10 94 36', 1.2, 1),
      stroke(ellipse(50, 14, 12, 4), 2, 1),
    ],
  ),
]
