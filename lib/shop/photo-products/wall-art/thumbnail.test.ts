import { describe, expect, it } from 'vitest'
import {
  newWallArtDocument,
  placeWallArtPhoto,
  wallArtPhoto,
  type WallArtSpec,
} from '@/lib/shop/design-print/design/wall-art'
import { wallArtThumbnail } from './thumbnail'

const PHOTO = { id: `up-${'b'.repeat(32)}`, widthPx: 3000, heightPx: 4000 }
const spec = (patch: Partial<WallArtSpec>): WallArtSpec => ({
  material: 'poster',
  widthMm: 300,
  heightMm: 400,
  frame: null,
  canvas: null,
  ...patch,
})
const thumb = (s: WallArtSpec) => {
  const layer = wallArtPhoto(placeWallArtPhoto(newWallArtDocument(s, 'd1'), PHOTO))
  return wallArtThumbnail(s, { assetId: layer.assetId ?? null, crop: layer.crop })
}

describe('wallArtThumbnail', () => {
  it('shows the trim of a flat print, not its bleed', () => {
    const t = thumb(spec({}))
    expect(t.assetId).toBe(PHOTO.id)
    expect(t.aspect).toBeCloseTo(300 / 400)
    // The photo covers 306 × 406 mm; the trim is 300 of those 306.
    expect(t.crop.width).toBeCloseTo(300 / 306, 2)
    expect(t.crop.x).toBeGreaterThan(0)
  })

  it('shows the mat window of a framed print', () => {
    const t = thumb(spec({ frame: { type: 'holzrahmen', colour: 'black', matSize: 30, matType: 'white' } }))
    expect(t.aspect).toBeCloseTo(300 / 400)
  })

  it('shows the front face of a stretched canvas, not the wrap', () => {
    const t = thumb(
      spec({ material: 'leinwand', widthMm: 600, heightMm: 900, canvas: { edge: 'stretch', depthMm: 40 } }),
    )
    expect(t.aspect).toBeCloseTo(600 / 900)
    expect(t.crop.width).toBeLessThan(1)
  })

  it('maps the whole photo box to the whole photo: the visible part of a flat print is centred', () => {
    const t = wallArtThumbnail(spec({}), { assetId: null, crop: { x: 0, y: 0, width: 1, height: 1 } })
    expect(t.assetId).toBeNull()
    expect(t.crop.x).toBeCloseTo(3 / 306)
    expect(t.crop.y).toBeCloseTo(3 / 406)
    expect(t.crop.x * 2 + t.crop.width).toBeCloseTo(1)
  })
})
