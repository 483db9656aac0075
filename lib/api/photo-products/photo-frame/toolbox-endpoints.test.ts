import { expect } from 'vitest'
import { GET as calculator } from '@/app/web-api/calculator/reference/route'
import { GET as variants } from '@/app/web-api/variants-for-frame-types/route'
import { describeContract } from '@/lib/api/testing/contract-cases'

/** The configurator's reference calls (spec 7, issue 26 point 8, ADR 0059). */

type Variants = {
  frameTypes: {
    frameType: string
    name: string
    materials: string[]
    defaultColour: string
    defaultMat: { matSize: number; matType: string }
    colours: { colour: string; name: string }[]
    variants: { frameColour: string; matSize: number; matType: string; isDefault: boolean }[]
  }[]
}

describeContract({
  path: '/web-api/variants-for-frame-types',
  handler: variants,
  valid: { frameTypes: ['holzrahmen', 'artbox'] },
  checkValid: (json) => {
    const [wood, artbox] = (json as Variants).frameTypes
    expect(wood).toMatchObject({
      frameType: 'holzrahmen',
      name: 'Holzrahmen',
      defaultColour: 'black',
      defaultMat: { matSize: 30, matType: 'white' },
      materials: ['poster', 'hahnemuehle'],
    })
    expect(wood!.colours).toEqual([
      { colour: 'black', name: 'Schwarz' },
      { colour: 'white', name: 'Weiß' },
      { colour: 'oak', name: 'Eiche' },
    ])
    // Every colour with and without the mat; the one default is black with the type's default mat.
    expect(wood!.variants).toHaveLength(6)
    expect(wood!.variants.filter((v) => v.isDefault)).toEqual([
      { frameColour: 'black', matSize: 30, matType: 'white', isDefault: true },
    ])
    expect(artbox!.variants.filter((v) => v.isDefault)).toEqual([
      { frameColour: 'black', matSize: 0, matType: 'none', isDefault: true },
    ])
  },
  wrongType: [
    [{ frameTypes: ['goldrahmen'] }, 'frameTypes.0'],
    [{ frameTypes: 'holzrahmen' }, 'frameTypes'],
    [{ materialType: 'papyrus' }, 'materialType'],
    // A named type that does not frame the material: 422 naming what it does frame.
    [{ frameTypes: ['holzrahmen'], materialType: 'leinwand' }, 'frameTypes'],
  ],
  extra: { currency: 'EUR' },
  huge: [[{ frameTypes: Array.from({ length: 15 }, () => 'artbox') }, 'frameTypes']],
})

describeContract({
  path: '/web-api/variants-for-frame-types',
  handler: variants,
  valid: { materialType: 'leinwand' },
  checkValid: (json) =>
    expect((json as Variants).frameTypes.map((f) => f.frameType)).toEqual(['schattenfuge-leinwand']),
  wrongType: [],
  extra: { format: '300x400' },
  huge: [],
})

describeContract({
  path: '/web-api/variants-for-frame-types',
  handler: variants,
  headers: { channel: 'poster', locale: 'en-US' },
  valid: {},
  checkValid: (json) => {
    const types = (json as Variants).frameTypes
    expect(types).toHaveLength(7)
    expect(types.find((f) => f.frameType === 'holzrahmen')?.colours[1]).toEqual({
      colour: 'white',
      name: 'White',
    })
  },
  wrongType: [],
  extra: { x: '1' },
  huge: [],
})

type Reference = {
  widthMm: number
  heightMm: number
  printWidthMm: number
  printHeightMm: number
  visibleWidthMm: number
  visibleHeightMm: number
  pixelsFor150dpi: { w: number; h: number }
  pixelsFor75dpi: { w: number; h: number }
  quote: { unitPrice: number; frame: object | null }
}

describeContract({
  path: '/web-api/calculator/reference',
  handler: calculator,
  valid: { materialType: 'poster', format: '300x400' },
  checkValid: (json) => {
    // 306 × 406 mm with 3 mm bleed: 306 / 25.4 × 150 = 1807.1 → 1808 px.
    expect(json).toMatchObject({
      widthMm: 300,
      heightMm: 400,
      printWidthMm: 306,
      printHeightMm: 406,
      visibleWidthMm: 300,
      visibleHeightMm: 400,
      pixelsFor150dpi: { w: 1808, h: 2398 },
      pixelsFor75dpi: { w: 904, h: 1199 },
      quote: { unitPrice: 1679, frame: null },
    })
  },
  missing: [
    [{ materialType: 'poster' }, 'format'],
    [{ format: '300x400' }, 'materialType'],
  ],
  wrongType: [
    [{ materialType: 'poster', format: '30 x 40' }, 'format'],
    [{ materialType: 'poster', format: '300x400', canvasDepthMm: '30' }, 'canvasDepthMm'],
    [{ materialType: 'poster', format: '300x400', canvasEdge: 'rolled' }, 'canvasEdge'],
    // Larger than the material is made: 422 naming the format.
    [{ materialType: 'poster', format: '3000x4000' }, 'format'],
    [{ materialType: 'poster', format: '300x400', frameType: 'schattenfuge-leinwand' }, 'frameType'],
  ],
  extra: { unitPrice: '1' },
  huge: [[{ materialType: 'poster', format: '9999999999999999999x1' }, 'format']],
})

describeContract({
  path: '/web-api/calculator/reference',
  handler: calculator,
  valid: { materialType: 'poster', format: '300x400', frameType: 'holzrahmen' },
  checkValid: (json) => {
    // The wood frame's 30 mm mat lies round the 300 × 400 window; the print runs 5 mm under it, 3 mm bleed.
    const r = json as Reference
    expect([r.printWidthMm, r.printHeightMm]).toEqual([316, 416])
    expect([r.visibleWidthMm, r.visibleHeightMm]).toEqual([300, 400])
    expect(r.pixelsFor150dpi).toEqual({ w: 1867, h: 2457 })
    expect(r.quote.frame).toMatchObject({ frameType: 'holzrahmen', matSize: 30 })
  },
  wrongType: [],
  extra: { widthMm: '300' },
  huge: [],
})

describeContract({
  path: '/web-api/calculator/reference',
  handler: calculator,
  valid: { materialType: 'leinwand', format: '600x400', canvasEdge: 'stretch', canvasDepthMm: '40' },
  checkValid: (json) => {
    // A stretched edge runs the photo round a 40 mm bar plus 5 mm: 45 mm on each side.
    const r = json as Reference
    expect([r.printWidthMm, r.printHeightMm]).toEqual([690, 490])
    expect([r.visibleWidthMm, r.visibleHeightMm]).toEqual([600, 400])
    expect(r.pixelsFor75dpi).toEqual({ w: 2038, h: 1447 })
  },
  wrongType: [],
  extra: { depth: '40' },
  huge: [],
})
