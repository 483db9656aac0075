import { describe, expect, it } from 'vitest'
import type { WallArtSpec } from '@/lib/shop/design-print/design/wall-art-spec'
import { lineName, wallArtLabel } from './product-labels'

const poster: WallArtSpec = { material: 'poster', widthMm: 300, heightMm: 400, frame: null, canvas: null }
const canvas: WallArtSpec = {
  material: 'leinwand',
  widthMm: 600,
  heightMm: 900,
  frame: null,
  canvas: { edge: 'mirror', depthMm: 20 },
}
const framed: WallArtSpec = {
  ...poster,
  frame: { type: 'holzrahmen', colour: 'black', matSize: 30, matType: 'white' },
}

describe('wallArtLabel (ADR 0066: inches in en-US, the spec stays metric)', () => {
  it('names the size, depth and mat in inches in the US shop', () => {
    expect(wallArtLabel(poster, 'en-US')).toBe('Poster 11.8 × 15.7 in')
    expect(wallArtLabel(canvas, 'en-US')).toBe('Canvas 23.6 × 35.4 in, 0.8 in, mirrored edge')
    expect(wallArtLabel(framed, 'en-US')).toBe('Poster 11.8 × 15.7 in, Wood frame black, 1.2 in white mat')
    expect(wallArtLabel({ ...canvas, canvas: { edge: 'mirror', depthMm: 40 } }, 'en-US')).toContain(
      ', 1.6 in,',
    )
  })

  it('keeps the German labels as they were', () => {
    expect(wallArtLabel(poster, 'de-DE')).toBe('Poster 30 × 40 cm')
    expect(wallArtLabel(canvas, 'de-DE')).toBe('Leinwand 60 × 90 cm, 2 cm, gespiegelte Kante')
    expect(wallArtLabel(framed, 'de-AT')).toBe(
      'Poster 30 × 40 cm, Holzrahmen schwarz, 30 mm Passepartout weiß',
    )
    expect(wallArtLabel({ ...poster, widthMm: 455 }, 'de-DE')).toBe('Poster 45,5 × 40 cm')
  })

  it('keeps centimetres in the other English shop', () => {
    expect(wallArtLabel(framed, 'en-GB')).toBe('Poster 30 × 40 cm, Wood frame black, 30 mm white mat')
  })

  it('is the name a line without a cart label falls back to, by language', () => {
    const line = { kind: 'wallart', designName: null, accessoryName: null, productType: null }
    expect(lineName({ ...line, wallArt: { spec: poster } }, 'de')).toBe('Poster 30 × 40 cm')
    expect(lineName({ ...line, wallArt: { spec: poster, label: 'Poster 11.8 × 15.7 in' } }, 'en')).toBe(
      'Poster 11.8 × 15.7 in',
    )
  })
})
