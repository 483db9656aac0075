import { describe, expect, it } from 'vitest'
import type { CollageSpec } from '@/lib/shop/design-print/design/collage-spec'
import type { WallArtSpec } from '@/lib/shop/design-print/design/wall-art-spec'
import { priceWallArtLine, wallArtLineOptions } from '../wall-art/line'
import { collageLabel } from './label'
import { COLLAGE_MAX_AMOUNT, collageLineOptions, priceCollageLine } from './line'

const collage: CollageSpec = {
  designId: 13,
  layout: 'mosaic-7',
  mode: 'framed-poster',
  spacingMm: 8,
  color: '#ffffff',
}
const wallArt: WallArtSpec = {
  material: 'poster',
  widthMm: 600,
  heightMm: 900,
  frame: { type: 'holzrahmen', colour: 'black', matSize: 30, matType: 'white' },
  canvas: null,
}
const market = { currency: 'EUR', vatBasisPoints: 1900 } as const

describe('collage line', () => {
  it('costs what the wall-art piece it is printed as costs, whatever the layout', () => {
    const options = collageLineOptions({ wallArt, collage }, 2)
    expect(options).toEqual(wallArtLineOptions(wallArt, 2))
    expect(priceCollageLine(options, market)).toEqual(priceWallArtLine(options, market))
    const other = collageLineOptions(
      { wallArt, collage: { ...collage, layout: 'grid-4x4', spacingMm: 0 } },
      2,
    )
    expect(priceCollageLine(other, market).total).toBe(priceCollageLine(options, market).total)
  })

  it('refuses a quantity over the most pieces of one line', () => {
    expect(COLLAGE_MAX_AMOUNT).toBe(50)
    expect(() => collageLineOptions({ wallArt, collage }, 51)).toThrow(
      expect.objectContaining({ options: { status: 422, field: 'quantity' } }),
    )
  })

  it('is labelled as a collage in the shop’s language and units', () => {
    expect(collageLabel({ wallArt, collage }, 'de-DE')).toMatch(
      /^Fotocollage Poster 60 × 90 cm, Holzrahmen schwarz/,
    )
    expect(collageLabel({ wallArt, collage }, 'en')).toMatch(/^Photo collage Poster 60 × 90 cm/)
    expect(collageLabel({ wallArt, collage }, 'en-US')).toMatch(/^Photo collage Poster .* in/)
  })
})
