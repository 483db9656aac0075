import { describe, expect, it } from 'vitest'
import { printSlug, productionName } from './render-line'

describe('production name on a print file (ADR 0066: the product stays metric)', () => {
  const canvas = {
    material: 'leinwand',
    widthMm: 600,
    heightMm: 900,
    frame: null,
    canvas: { edge: 'mirror', depthMm: 20 },
  } as const

  it('names a US wall-art line in German centimetres, not the inches of its order line', () => {
    const name = productionName(canvas, 'Canvas 23.6 × 35.4 in, 0.8 in, mirrored edge')
    expect(printSlug('MP-1234', 1, name)).toBe(
      'MP-1234 · Pos. 2 · Leinwand 60 × 90 cm, 2 cm, gespiegelte Kante',
    )
  })

  it('keeps the order name of a card line', () => {
    expect(productionName(undefined, 'Sommerfest – Klappkarte')).toBe('Sommerfest – Klappkarte')
  })
})
