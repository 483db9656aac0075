import { circle, group, path, polygon, rect } from '../svg'
import { floor, landscape, plant, shadow } from './room'
import type { Theme } from './theme'

/**
 * Poster brand, the print materials the material tiles show beside poster (poster.ts), canvas
 * (canvas.ts) and frames (frames.ts): each picture shows what sets its material apart — the glossy
 * depth of acrylic glass, the thin metal edge of aluminium dibond, the deckled paper of a fine-art print.
 */

/** Acrylic glass: a city at dusk behind a glossy pane on wall spacers, with light streaks across it. */
export const acrylic: Theme = {
  background: ['#eef1f4', '#e0e5ea'],
  decor: (w, h) => floor(w, h, '#c9d0d8'),
  subject: () =>
    shadow(300, 330, 170) +
    rect(144, 44, 330, 250, { fill: '#000', opacity: 0.12 }) +
    group(
      {},
      rect(130, 30, 330, 250, { fill: '#1f2a44' }),
      rect(130, 30, 330, 120, { fill: '#3b4a7a' }),
      circle(380, 90, 26, { fill: '#f4c542' }),
      path('M130 280V196H170V170H206V210H240V150H282V196H318V176H352V220H392V186H430V206H460V280Z', {
        fill: '#111827',
      }),
      ...[150, 218, 254, 296, 334, 404, 440].map((x, i) =>
        rect(x, 224 + (i % 3) * 14, 8, 8, { fill: '#f4c542', opacity: 0.85 }),
      ),
    ) +
    // The pane's gloss: two light streaks and a bright rim.
    polygon(
      [
        [190, 30],
        [250, 30],
        [160, 280],
        [130, 280],
        [130, 200],
      ],
      { fill: '#fff', opacity: 0.16 },
    ) +
    polygon(
      [
        [290, 30],
        [310, 30],
        [220, 280],
        [200, 280],
      ],
      { fill: '#fff', opacity: 0.12 },
    ) +
    rect(130, 30, 330, 250, { fill: 'none', stroke: '#ffffff', 'stroke-width': 3, opacity: 0.7 }) +
    [
      [142, 42],
      [448, 42],
      [142, 268],
      [448, 268],
    ]
      .map(([x = 0, y = 0]) => circle(x, y, 5, { fill: '#d9dde3', stroke: '#9aa3ad', 'stroke-width': 1.5 }))
      .join('') +
    plant(530, 424, 0.9),
}

/** Aluminium dibond: a mountain lake on a thin brushed-metal plate, its edge catching the light. */
export const dibond: Theme = {
  background: ['#f1f0ee', '#e5e3df'],
  decor: (w, h) => floor(w, h, '#d2cec7'),
  subject: () =>
    shadow(300, 322, 160) +
    rect(134, 38, 336, 252, { fill: '#000', opacity: 0.08 }) +
    // The plate's edge: a few pixels of brushed aluminium on the right and bottom.
    polygon(
      [
        [460, 30],
        [466, 36],
        [466, 286],
        [136, 286],
        [130, 280],
        [460, 280],
      ],
      { fill: '#b9bdc2' },
    ) +
    landscape(130, 30, 330, 250, ['#dce9f2', '#ffffff', '#9db4c4', '#4d6b80']) +
    path('M130 226Q220 214 300 226T460 226V280H130Z', { fill: '#6f9bb8' }) +
    path('M150 244H250M290 252H420M180 262H320', { stroke: '#cfe3ef', 'stroke-width': 2, opacity: 0.8 }) +
    rect(130, 30, 330, 250, { fill: 'none', stroke: '#e6e8eb', 'stroke-width': 2 }) +
    group(
      { fill: '#8c6a4f' },
      rect(160, 372, 280, 14, { rx: 2 }),
      rect(176, 386, 8, 38),
      rect(416, 386, 8, 38),
    ) +
    path('M250 372C240 350 244 330 256 326H268C280 330 284 350 274 372Z', { fill: '#9aa3ad' }),
}

/** Fine-art paper (Hahnemühle): a botanical print on warm cotton paper with a deckled edge, pinned. */
export const fineart: Theme = {
  background: ['#f4f1ea', '#e9e4d9'],
  decor: (w, h) => floor(w, h, '#d8d0c2'),
  subject: () => {
    // The deckle: a paper edge that wavers a little, drawn as a many-cornered outline.
    const top = Array.from({ length: 21 }, (_, i) => [180 + i * 12, 24 + (i % 2 ? 3 : 0)] as [number, number])
    const right = Array.from(
      { length: 25 },
      (_, i) => [420 + (i % 2 ? 3 : 0), 24 + i * 12] as [number, number],
    )
    const bottom = Array.from(
      { length: 21 },
      (_, i) => [420 - i * 12, 312 - (i % 2 ? 3 : 0)] as [number, number],
    )
    const left = Array.from(
      { length: 25 },
      (_, i) => [180 - (i % 2 ? 3 : 0), 312 - i * 12] as [number, number],
    )
    return (
      shadow(300, 340, 140) +
      polygon([...top, ...right, ...bottom, ...left], {
        fill: '#fbf7ee',
        stroke: '#e2d8c4',
        'stroke-width': 1,
      }) +
      path('M300 286V120', { stroke: '#4f7a5a', 'stroke-width': 4, fill: 'none' }) +
      [
        [300, 250, -40],
        [300, 214, 40],
        [300, 178, -36],
        [300, 146, 34],
      ]
        .map(([x = 0, y = 0, angle = 0]) =>
          path('M0 0C-18 -20 -18 -48 0 -64C18 -48 18 -20 0 0Z', {
            fill: angle < 0 ? '#6c9a76' : '#8fb49a',
            transform: `translate(${x} ${y}) rotate(${angle})`,
          }),
        )
        .join('') +
      circle(300, 112, 18, { fill: '#e4002b', opacity: 0.85 }) +
      circle(300, 112, 7, { fill: '#f4c542' }) +
      circle(300, 34, 5, { fill: '#111827' }) +
      plant(110, 424, 0.8)
    )
  },
}
