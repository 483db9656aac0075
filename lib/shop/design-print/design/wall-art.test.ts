import { describe, expect, it } from 'vitest'
import { designDocumentSchema, parseDesignDocument } from './document'
import { DesignDocumentError } from './errors'
import { sampleDocumentInput } from './testing/fixtures'
import {
  applyWallArtSpec,
  newWallArtDocument,
  placeWallArtPhoto,
  wallArtFormatKey,
  wallArtLayout,
  wallArtPhoto,
  wallArtSpecSchema,
  type WallArtSpec,
} from './wall-art'

const poster: WallArtSpec = { material: 'poster', widthMm: 300, heightMm: 400, frame: null, canvas: null }
const canvas = (edge: 'mirror' | 'stretch' | 'color', depthMm: 20 | 40): WallArtSpec => ({
  material: 'leinwand',
  widthMm: 600,
  heightMm: 900,
  frame: null,
  canvas: edge === 'color' ? { edge, edgeColor: '#112233', depthMm } : { edge, depthMm },
})
const framed = (matSize: 0 | 30): WallArtSpec => ({
  ...poster,
  frame: { type: 'holzrahmen', colour: 'black', matSize, matType: matSize === 30 ? 'white' : 'none' },
})
const box = (x: number, y: number, width: number, height: number) => ({ x, y, width, height })

describe('wallArtLayout', () => {
  it.each<[string, WallArtSpec, ReturnType<typeof wallArtLayout>]>([
    [
      'flat poster: trim W×H, 3 mm bleed, marks, photo over the bleed',
      poster,
      {
        trimWidthMm: 300,
        trimHeightMm: 400,
        bleedMm: 3,
        photoBox: box(-3, -3, 306, 406),
        visibleBox: box(0, 0, 300, 400),
        cropMarks: true,
        wrapMm: 0,
      },
    ],
    [
      'canvas stretched, 20 mm: wrap 25, photo round the edge, no marks',
      canvas('stretch', 20),
      {
        trimWidthMm: 600,
        trimHeightMm: 900,
        bleedMm: 25,
        photoBox: box(-25, -25, 650, 950),
        visibleBox: box(0, 0, 600, 900),
        cropMarks: false,
        wrapMm: 25,
      },
    ],
    [
      'canvas mirrored, 40 mm: wrap 45, photo on the front only',
      canvas('mirror', 40),
      {
        trimWidthMm: 600,
        trimHeightMm: 900,
        bleedMm: 45,
        photoBox: box(0, 0, 600, 900),
        visibleBox: box(0, 0, 600, 900),
        cropMarks: false,
        wrapMm: 45,
      },
    ],
    [
      'canvas with a colour edge, 20 mm: wrap 25, photo on the front only',
      canvas('color', 20),
      {
        trimWidthMm: 600,
        trimHeightMm: 900,
        bleedMm: 25,
        photoBox: box(0, 0, 600, 900),
        visibleBox: box(0, 0, 600, 900),
        cropMarks: false,
        wrapMm: 25,
      },
    ],
    [
      'framed with a 30 mm mat: the window is W×H (the mat lies round it), print window + 5 mm each side',
      framed(30),
      {
        trimWidthMm: 310,
        trimHeightMm: 410,
        bleedMm: 3,
        photoBox: box(-3, -3, 316, 416),
        visibleBox: box(5, 5, 300, 400),
        cropMarks: true,
        wrapMm: 0,
      },
    ],
    [
      'framed without a mat: trim W×H, the rebate hides 5 mm',
      framed(0),
      {
        trimWidthMm: 300,
        trimHeightMm: 400,
        bleedMm: 3,
        photoBox: box(-3, -3, 306, 406),
        visibleBox: box(5, 5, 290, 390),
        cropMarks: true,
        wrapMm: 0,
      },
    ],
  ])('%s', (_name, spec, layout) => {
    expect(wallArtLayout(spec)).toEqual(layout)
  })

  it('names the format by the size sold', () => {
    expect(wallArtFormatKey(framed(30))).toBe('wallart-300x400')
  })
})

describe('wallArtSpecSchema', () => {
  const messages = (input: unknown) => {
    const result = wallArtSpecSchema.safeParse(input)
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
  }
  it.each<[string, unknown, string]>([
    ['a canvas without edge', { ...canvas('mirror', 20), canvas: null }, 'canvas: a canvas (leinwand) needs'],
    ['a poster with an edge', { ...poster, canvas: { edge: 'mirror', depthMm: 20 } }, 'canvas: a canvas'],
    [
      'a depth of 30 mm',
      { ...canvas('mirror', 20), canvas: { edge: 'mirror', depthMm: 30 } },
      'canvas.depthMm',
    ],
    [
      'an edge colour without edge "color"',
      { ...canvas('mirror', 20), canvas: { edge: 'mirror', edgeColor: '#000000', depthMm: 20 } },
      'canvas.edgeColor: an edge colour is given with edge "color"',
    ],
    [
      'a mat without white',
      { ...framed(30), frame: { type: 'holzrahmen', colour: 'black', matSize: 30, matType: 'none' } },
      'frame.matType: a 30 mm mat is white',
    ],
    ['a side over 2 m', { ...poster, widthMm: 2001 }, 'widthMm: Width must be at most 2000 mm'],
    ['a fractional side', { ...poster, heightMm: 400.5 }, 'heightMm: Height must be a whole number'],
    ['an unknown material', { ...poster, material: 'gold' }, 'material'],
    ['an unknown field', { ...poster, price: 1 }, 'Unrecognized key'],
  ])('refuses %s', (_name, input, message) => {
    expect(messages(input).join('\n')).toContain(message)
  })
})

describe('wall-art documents', () => {
  it('builds a valid one-page, one-photo document of the layout', () => {
    const doc = newWallArtDocument(canvas('stretch', 40), 'wa-1')
    expect(doc.format).toMatchObject({ key: 'wallart-600x900', trimWidthMm: 600, bleedMm: 45, fold: 'none' })
    expect(doc.pages).toHaveLength(1)
    expect(wallArtPhoto(doc)).toMatchObject({ x: -45, y: -45, width: 690, height: 990, locked: true })
    expect(doc.wallArt).toEqual(canvas('stretch', 40))
  })

  it('paints a colour edge as the page background', () => {
    expect(newWallArtDocument(canvas('color', 20), 'wa-2').pages[0]?.background).toEqual({
      kind: 'color',
      color: '#112233',
    })
  })

  it('takes a 2 m canvas, which a card could never be', () => {
    const doc = newWallArtDocument({ ...canvas('stretch', 40), widthMm: 2000, heightMm: 1200 }, 'wa-3')
    expect(doc.format.trimWidthMm).toBe(2000)
  })

  it('places a photo as large as the print area allows, centred', () => {
    const doc = placeWallArtPhoto(newWallArtDocument(poster, 'wa-4'), {
      id: 'up-1',
      widthPx: 4000,
      heightPx: 3000,
    })
    const crop = wallArtPhoto(doc).crop
    expect(wallArtPhoto(doc).assetId).toBe('up-1')
    expect(crop.height).toBeCloseTo(1)
    // 306:406 of a 4:3 photo: width share = (306/406) / (4/3)
    expect(crop.width).toBeCloseTo(306 / 406 / (4 / 3))
    expect(crop.x + crop.width / 2).toBeCloseTo(0.5)
  })

  it('keeps the crop centre and zoom when the spec changes, taking the new aspect', () => {
    const placed = placeWallArtPhoto(newWallArtDocument(poster, 'wa-5'), {
      id: 'up-1',
      widthPx: 3000,
      heightPx: 3000,
    })
    const panned = parseDesignDocument({
      ...placed,
      pages: [
        {
          ...placed.pages[0],
          layers: [{ ...wallArtPhoto(placed), crop: { x: 0.1, y: 0.2, width: 0.3, height: 0.4 } }],
        },
      ],
    })
    const landscape = applyWallArtSpec(panned, { ...poster, widthMm: 400, heightMm: 300 })
    const crop = wallArtPhoto(landscape).crop
    expect(landscape.format).toMatchObject({ key: 'wallart-400x300', trimWidthMm: 400, trimHeightMm: 300 })
    expect(crop.x + crop.width / 2).toBeCloseTo(0.25)
    expect(crop.y + crop.height / 2).toBeCloseTo(0.4)
    // the source aspect the panned crop implies: (306/406) · 0.4/0.3
    expect(crop.width / crop.height).toBeCloseTo(406 / 306 / (((306 / 406) * 0.4) / 0.3))
    expect(crop.width * crop.height).toBeCloseTo(0.12)
  })

  it.each<[string, (doc: Record<string, unknown>) => void, string]>([
    [
      'another size than the spec',
      (d) => ((d.format as Record<string, unknown>).trimWidthMm = 500),
      'format: wall art of this spec prints 300 × 400 mm',
    ],
    [
      'a second page',
      (d) => (d.pages as unknown[]).push({ ...(d.pages as object[])[0], id: 'back', role: 'back' }),
      'pages: wall art has exactly one page',
    ],
    [
      'a moved photo',
      (d) => ((d.pages as { layers: Record<string, unknown>[] }[])[0]!.layers[0]!.x = 10),
      'the photo of wall art covers its print area',
    ],
    [
      'a hidden photo',
      (d) => ((d.pages as { layers: Record<string, unknown>[] }[])[0]!.layers[0]!.hidden = true),
      'the photo of wall art prints whole',
    ],
  ])('refuses %s', (_name, mutate, message) => {
    const doc = structuredClone(newWallArtDocument(poster, 'wa-6')) as unknown as Record<string, unknown>
    mutate(doc)
    expect(() => parseDesignDocument(doc)).toThrow(DesignDocumentError)
    const result = designDocumentSchema.safeParse(doc)
    expect(
      result.success ? '' : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'),
    ).toContain(message)
  })

  it('holds cards to the card limits (1000 mm, 10 mm bleed)', () => {
    const card = sampleDocumentInput()
    const big = { ...card, format: { ...card.format, trimWidthMm: 1200, bleedMm: 20 } }
    const result = designDocumentSchema.safeParse(big)
    const text = result.success
      ? ''
      : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n')
    expect(text).toContain('format.trimWidthMm: Trim width must be at most 1000 mm')
    expect(text).toContain('format.bleedMm: Bleed must be at most 10 mm')
  })
})
