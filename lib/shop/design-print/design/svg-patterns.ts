import { heartPath, starPath } from './motifs/draw'
import { el } from './svg-xml'

/** A repeating background tile in mm: `draw` paints one tile of `size` from two resolved colours. */
export type PatternTile = {
  size: number
  draw: (bg: string, fg: string, size: number) => string
  rotate?: number
}

const base = (fill: string, size: number) => el('rect', { x: 0, y: 0, width: size, height: size, fill })

/** Seasonal patterns for the catalogue generator, next to the basic ones in svg-background.ts. */
export const EXTRA_PATTERNS: Record<string, PatternTile> = {
  hearts: {
    size: 10,
    draw: (bg, fg, s) =>
      base(bg, s) +
      el('path', { d: heartPath(s / 4, s / 4, 3.2), fill: fg }) +
      el('path', { d: heartPath((3 * s) / 4, (3 * s) / 4, 3.2), fill: fg }),
  },
  stars: {
    size: 12,
    draw: (bg, fg, s) =>
      base(bg, s) +
      el('path', { d: starPath(s / 4, s / 4, 1.8, 0.75), fill: fg }) +
      el('path', { d: starPath((3 * s) / 4, (3 * s) / 4, 1.2, 0.5), fill: fg }),
  },
  // The Bavarian lozenges: a square tile turned 45 degrees with one diamond in two colours.
  diamonds: {
    size: 8,
    rotate: 45,
    draw: (bg, fg, s) =>
      base(bg, s) +
      el('rect', { x: 0, y: 0, width: s / 2, height: s / 2, fill: fg }) +
      el('rect', { x: s / 2, y: s / 2, width: s / 2, height: s / 2, fill: fg }),
  },
  snow: {
    size: 14,
    draw: (bg, fg, s) =>
      base(bg, s) +
      [
        [2, 3, 0.7],
        [9, 5, 0.45],
        [5, 10, 0.6],
        [12, 12, 0.35],
      ]
        .map(([x = 0, y = 0, r = 0]) => el('circle', { cx: x, cy: y, r, fill: fg }))
        .join(''),
  },
}
