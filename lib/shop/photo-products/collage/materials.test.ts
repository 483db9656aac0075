import { describe, expect, it } from 'vitest'
import { COLLAGE_MODES } from '@/lib/model/collage-keys'
import { collageModeOf } from '@/lib/shop/design-print/design/print-product-checks'
import { COLLAGE_DESIGN_GROUPS, findCollageDesign } from './design-groups'
import {
  COLLAGE_MATERIALS,
  collageFormats,
  collageFrameTypes,
  collageModeFor,
  collageWallArtSpec,
  defaultCollageFormat,
} from './materials'

describe('collage materials', () => {
  it('offers each mode’s materials with the frame types of the wall-art products', () => {
    expect(COLLAGE_MATERIALS.mixed).toEqual([
      'hahnemuehle',
      'acrylglas',
      'aludibond',
      'forexplatte',
      'gallerybond',
    ])
    expect(collageFrameTypes('poster')).toEqual([
      'alurahmen',
      'artbox',
      'fotorahmen',
      'holzrahmen',
      'kunststoffrahmen',
    ])
    expect(collageFrameTypes('leinwand')).toEqual(['schattenfuge-leinwand'])
    expect(collageFrameTypes('acrylglas')).toEqual(['schattenfuge-platte'])
  })

  it('names the mode the document model checks for', () => {
    for (const mode of COLLAGE_MODES)
      for (const material of COLLAGE_MATERIALS[mode])
        for (const frame of [null, ...collageFrameTypes(material)])
          expect(collageModeFor(material, frame)).toBe(
            collageModeOf({ material, frame: frame && { type: frame } } as never),
          )
  })

  it('lists sizes in the design’s shape, small to large', () => {
    expect(collageFormats('poster', 'square')).toEqual(['300x300', '500x500', '700x700', '1000x1000'])
    expect(collageFormats('poster', 'landscape')).toContain('1200x400')
    expect(
      collageFormats('poster', 'portrait').every((f) => Number(f.split('x')[0]) < Number(f.split('x')[1])),
    ).toBe(true)
  })

  it('has a size for every design on every material', () => {
    for (const design of COLLAGE_DESIGN_GROUPS.flatMap((g) => g.designs))
      for (const material of new Set(Object.values(COLLAGE_MATERIALS).flat()))
        expect(defaultCollageFormat(material, design.layout)).not.toBeNull()
    expect(defaultCollageFormat('poster', 'strip-4')).toBe('1200x400')
    expect(defaultCollageFormat('poster', 'mosaic-7')).toBe('600x900')
    expect(findCollageDesign(13)?.design.layout).toBe('mosaic-7')
    expect(findCollageDesign(1)?.design.layout).toBe('grid-2x2')
  })

  it('builds the wall-art spec of a choice: default frame colour and mat, a canvas with a colour edge', () => {
    expect(
      collageWallArtSpec({
        material: 'poster',
        frameType: 'holzrahmen',
        format: '600x900',
        aspect: 'portrait',
        color: '#fff',
      }),
    ).toEqual({
      material: 'poster',
      widthMm: 600,
      heightMm: 900,
      frame: { type: 'holzrahmen', colour: 'black', matSize: 30, matType: 'white' },
      canvas: null,
    })
    expect(
      collageWallArtSpec({
        material: 'leinwand',
        frameType: null,
        format: '700x700',
        aspect: 'square',
        color: '#123456',
      })?.canvas,
    ).toEqual({ edge: 'color', edgeColor: '#123456', depthMm: 20 })
    expect(
      collageWallArtSpec({
        material: 'leinwand',
        frameType: 'holzrahmen',
        format: '700x700',
        aspect: 'square',
        color: '#fff',
      }),
    ).toBeNull()
    expect(
      collageWallArtSpec({
        material: 'poster',
        frameType: null,
        format: '900x600',
        aspect: 'portrait',
        color: '#fff',
      }),
    ).toBeNull()
  })
})
