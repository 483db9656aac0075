import { describe, expect, it } from 'vitest'
import { pageSchema, type Page } from '@/lib/shop/design-print/design/page'
import { photoSlot, shape, textLayer } from '@/lib/shop/design-print/design/templates'
import { spreadHalves } from './spreads'

/** A 2 × 297 × 210 mm spread: a panorama over the gutter, a text on each page, a block turned 90°. */
function spread(): Page {
  return pageSchema.parse({
    id: 'spread-3',
    role: 'spread',
    sizeMm: { width: 594, height: 210 },
    background: { kind: 'image', assetId: 'up-bg', crop: { x: 0.1, y: 0, width: 0.8, height: 1 } },
    layers: [
      { ...photoSlot({ x: 200, y: 20, width: 200, height: 150, assetId: 'up-1' }), id: 'pano', name: 'p' },
      { ...textLayer({ content: 'links', x: 20, y: 180, width: 100, height: 10 }), id: 'left', name: 'l' },
      { ...textLayer({ content: 'rechts', x: 400, y: 180, width: 100, height: 10 }), id: 'right', name: 'r' },
      // 4 × 100 mm, turned upright: it reaches 50 mm either side of its centre at x = 296.
      {
        ...shape({ shape: 'rect', x: 294, y: 50, width: 4, height: 100, rotation: 90 }),
        id: 'bar',
        name: 'b',
      },
      // Drawn wholly left of the gutter's bleed of the right page (297 − 3).
      { ...shape({ shape: 'rect', x: 280, y: 10, width: 13, height: 10 }), id: 'edge', name: 'e' },
    ],
  })
}

const ids = (page: Page) => page.layers.map((l) => l.id)

describe('spreadHalves', () => {
  it('cuts a spread into two pages of the inner page size', () => {
    const [left, right] = spreadHalves(spread(), 297, 3)
    expect(left.sizeMm).toEqual({ width: 297, height: 210 })
    expect(right.sizeMm).toEqual({ width: 297, height: 210 })
    expect(left.id).not.toBe(right.id)
  })

  it('puts each layer on every page it reaches, the right page shifted by one page width', () => {
    const [left, right] = spreadHalves(spread(), 297, 3)
    expect(ids(left)).toEqual(['pano', 'left', 'bar', 'edge'])
    expect(ids(right)).toEqual(['pano', 'right', 'bar'])
    expect(right.layers.find((l) => l.id === 'pano')!.x).toBe(200 - 297)
    expect(right.layers.find((l) => l.id === 'right')!.x).toBe(400 - 297)
    expect(left.layers.find((l) => l.id === 'pano')!.x).toBe(200)
  })

  it('narrows an image background so it runs on across the gutter as placed', () => {
    const [left, right] = spreadHalves(spread(), 297, 3)
    // The background fills the spread's bleed box, 600 mm wide; each page's bleed box is 303 mm of it.
    if (left.background.kind !== 'image' || right.background.kind !== 'image') throw new Error('image')
    expect(left.background.crop.x).toBeCloseTo(0.1)
    expect(left.background.crop.width).toBeCloseTo((0.8 * 303) / 600)
    expect(right.background.crop.x).toBeCloseTo(0.1 + (0.8 * 297) / 600)
    expect(right.background.crop.x + right.background.crop.width).toBeCloseTo(0.9)
  })

  it('keeps a flat background as it is', () => {
    const page = { ...spread(), background: { kind: 'color' as const, color: '#ffeedd' } }
    const [left, right] = spreadHalves(page, 297, 3)
    expect(left.background).toEqual(page.background)
    expect(right.background).toEqual(page.background)
  })
})
