import { circle, ellipse, group, path, polygon, rect } from '../svg'
import { confetti, heartPath, softCircles, type Theme } from './theme'

function sprig(x: number, y: number, length: number, tilt: number, colours: readonly [string, string]) {
  const leaves = Array.from({ length: 7 }, (_, i) => {
    const t = (i + 1) / 8
    const side = i % 2 === 0 ? 1 : -1
    return ellipse(side * 16, -length * t, 14, 9, {
      fill: colours[i % 2],
      transform: `rotate(${side * 35} ${side * 16} ${-length * t})`,
    })
  })
  return group(
    { transform: `translate(${x} ${y}) rotate(${tilt})` },
    path(`M0 0Q10 ${-length / 2} 0 ${-length}`, { stroke: '#7e9a7b', 'stroke-width': 3, fill: 'none' }),
    ...leaves,
  )
}

const textLines = (x: number, y: number, widths: readonly number[], fill: string) =>
  widths.map((w, i) => rect(x - w / 2, y + i * 14, w, 5, { rx: 2.5, fill })).join('')

/** Card brand, wedding: an invitation card before its envelope, eucalyptus, two rings. */
export const wedding: Theme = {
  background: ['#f8ece9', '#efd9d5'],
  decor: (w, h) => softCircles('#ffffff')(w, h) + confetti(11, ['#c9a25b', '#e3b7b0'], w, h, 26),
  subject: () =>
    ellipse(330, 420, 220, 14, { fill: '#000', opacity: 0.06 }) +
    group(
      { transform: 'rotate(-8 330 250)' },
      rect(200, 160, 270, 180, { fill: '#e6c3bd', rx: 6 }),
      polygon(
        [
          [200, 160],
          [335, 255],
          [470, 160],
        ],
        { fill: '#d9aba4' },
      ),
    ) +
    group(
      { transform: 'rotate(5 320 230)' },
      rect(232, 74, 196, 282, { fill: '#000', opacity: 0.08, rx: 4 }),
      rect(225, 66, 196, 282, { fill: '#fffdf9', rx: 4 }),
      rect(239, 80, 168, 254, { fill: 'none', stroke: '#c9a25b', 'stroke-width': 1.5 }),
      circle(323, 170, 46, { fill: 'none', stroke: '#9db39a', 'stroke-width': 3 }),
      path(heartPath(323, 172, 34), { fill: '#8a3b52' }),
      textLines(323, 248, [118, 86, 104], '#dcc9c4'),
    ) +
    sprig(120, 410, 250, -18, ['#9db39a', '#b7c9b3']) +
    sprig(165, 415, 170, 12, ['#b7c9b3', '#9db39a']) +
    group(
      { fill: 'none', 'stroke-width': 9 },
      circle(470, 352, 34, { stroke: '#c9a25b' }),
      circle(512, 352, 34, { stroke: '#d8b873' }),
    ) +
    path('M452 327a26 26 0 0 1 20-8', { stroke: '#fff3d6', 'stroke-width': 3, fill: 'none' }),
}
