import { circle, group, line, path, rect } from '../svg'
import { floor, landscape, plant } from './room'
import type { Theme } from './theme'

/** Day squares: 7 columns, 5 rows, one day marked. */
function monthGrid(x: number, y: number, cell: number, gap: number): string {
  const cells = Array.from({ length: 35 }, (_, i) => {
    const cx = x + (i % 7) * (cell + gap)
    const cy = y + Math.floor(i / 7) * (cell + gap)
    return i === 17
      ? circle(cx + cell / 2, cy + cell / 2, cell / 2 + 2, { fill: '#e4002b' })
      : rect(cx, cy, cell, cell, { rx: 3, fill: i % 7 > 4 ? '#e3ded6' : '#efebe5' })
  })
  return group({}, ...cells)
}

/** Poster brand, calendars: a wall calendar with a lake photo and a month grid, a plant beside it. */
export const calendar: Theme = {
  background: ['#f4f1ea', '#e9e3d8'],
  decor: (w, h) => floor(w, h, '#d5ccbd'),
  subject: () =>
    line(300, 6, 300, 20, { stroke: '#525252', 'stroke-width': 3 }) +
    path('M300 10L230 36M300 10L370 36', { stroke: '#525252', 'stroke-width': 1.5, fill: 'none' }) +
    rect(176, 38, 256, 362, { fill: '#000', opacity: 0.07, rx: 4 }) +
    rect(170, 32, 256, 362, { fill: '#ffffff', rx: 4 }) +
    group(
      { fill: 'none', stroke: '#9a9a9a', 'stroke-width': 2 },
      ...Array.from({ length: 12 }, (_, i) => circle(190 + i * 20, 34, 5)),
    ) +
    landscape(186, 50, 224, 160, ['#cfe3ea', '#f7d08a', '#7fa88a', '#2f5d50']) +
    path('M186 182Q298 168 410 182V210H186Z', { fill: '#7fb0c8' }) +
    rect(186, 224, 84, 10, { rx: 5, fill: '#111827' }) +
    monthGrid(199, 242, 24, 5) +
    plant(500, 424, 1.1),
}
