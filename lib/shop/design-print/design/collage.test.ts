import { describe, expect, it } from 'vitest'
import { COLLAGE_LAYOUT_KEYS } from '@/lib/model/collage-keys'
import { COLLAGE_LAYOUTS, maxCollageSpacing, MIN_CELL_MM } from './collage-layouts'
import type { CollageSpec } from './collage-spec'
import {
  applyCollageSpec,
  collageCells,
  collageFace,
  collagePhotoCells,
  collageSpacingLimit,
  collageText,
  inkOn,
  newCollageDocument,
  type CollageDesign,
} from './collage'
import { DesignDocumentError } from './errors'
import type { WallArtSpec } from './wall-art-spec'

const poster: WallArtSpec = { material: 'poster', widthMm: 600, heightMm: 900, frame: null, canvas: null }
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
const spec = (patch: Partial<CollageSpec> = {}): CollageSpec => ({
  designId: 13,
  layout: 'grid-2x2',
  mode: 'poster',
  spacingMm: 10,
  color: '#ffffff',
  ...patch,
})
const design: CollageDesign = {
  id: 13,
  layout: 'grid-2x2',
  background: '#ffffff',
  text: null,
  fontFamily: 'Inter',
}

describe('collage layouts', () => {
  it.each(COLLAGE_LAYOUT_KEYS)('%s: cells inside the area, none overlapping', (key) => {
    const cells = COLLAGE_LAYOUTS[key].cells
    expect(cells.length).toBe(
      Number(
        key
          .split('-')
          .at(-1)
          ?.split('x')
          .reduce((a, b) => a * Number(b), 1),
      ),
    )
    for (const c of cells) {
      expect(c.x).toBeGreaterThanOrEqual(0)
      expect(c.y).toBeGreaterThanOrEqual(0)
      expect(c.x + c.width).toBeLessThanOrEqual(1 + 1e-9)
      expect(c.y + c.height).toBeLessThanOrEqual(1 + 1e-9)
    }
    cells.forEach((a, i) =>
      cells.slice(i + 1).forEach((b) => {
        const apart =
          a.x + a.width <= b.x + 1e-9 ||
          b.x + b.width <= a.x + 1e-9 ||
          a.y + a.height <= b.y + 1e-9 ||
          b.y + b.height <= a.y + 1e-9
        expect(apart).toBe(true)
      }),
    )
  })

  it('keeps the spacing between neighbours and round the edge, equal cells equal', () => {
    const cells = collageCells('grid-2x2', 400, 400, 10)
    expect(cells).toEqual([
      { x: 10, y: 10, width: 185, height: 185 },
      { x: 205, y: 10, width: 185, height: 185 },
      { x: 10, y: 205, width: 185, height: 185 },
      { x: 205, y: 205, width: 185, height: 185 },
    ])
  })

  it('limits the spacing so no cell gets narrower than the minimum', () => {
    const cells = COLLAGE_LAYOUTS['heart-12'].cells
    const max = maxCollageSpacing(cells, 300, 200, 30)
    expect(max).toBeLessThan(30)
    const narrowest = Math.min(...collageCells('heart-12', 300, 200, max).flatMap((c) => [c.width, c.height]))
    expect(narrowest).toBeGreaterThanOrEqual(MIN_CELL_MM)
  })
})

describe('newCollageDocument', () => {
  it('builds one front page of empty cells on the background, priced and printed as wall art', () => {
    const doc = newCollageDocument(spec(), poster, design, 'c1')
    expect(doc.pages).toHaveLength(1)
    expect(doc.pages[0]?.background).toEqual({ kind: 'color', color: '#ffffff' })
    expect(collagePhotoCells(doc).map((c) => c.id)).toEqual(['cell-1', 'cell-2', 'cell-3', 'cell-4'])
    expect(doc.format).toMatchObject({ key: 'wallart-600x900', trimWidthMm: 600, bleedMm: 3 })
    expect(doc.wallArt).toEqual(poster)
    expect(collageText(doc)).toBeNull()
  })

  it('runs edge cells into the bleed when there is no spacing', () => {
    const doc = newCollageDocument(spec({ spacingMm: 0 }), poster, design, 'c1')
    const [first, , , last] = collagePhotoCells(doc)
    expect(first).toMatchObject({ x: -3, y: -3, width: 303, height: 453 })
    expect(last).toMatchObject({ x: 300, y: 450, width: 303, height: 453 })
  })

  it('lays the cells inside the mat window of a framed poster', () => {
    const doc = newCollageDocument(spec({ mode: 'framed-poster' }), framed, design, 'c1')
    const [first] = collagePhotoCells(doc)
    // The window starts 5 mm in (the print runs under the mat), then the 10 mm spacing.
    expect(first).toMatchObject({ x: 15, y: 15 })
  })

  it('gives a canvas the background as its edge colour', () => {
    const doc = newCollageDocument(spec({ mode: 'leinwand', color: '#224466' }), canvas, design, 'c1')
    expect(doc.wallArt?.canvas).toEqual({ edge: 'color', edgeColor: '#224466', depthMm: 20 })
    expect(doc.format.bleedMm).toBe(25)
  })

  it('adds the design text in a band under the cells, in ink that reads on the background', () => {
    const doc = newCollageDocument(
      spec({ color: '#102030' }),
      poster,
      { ...design, text: 'Sommer 2026' },
      'c1',
    )
    const text = collageText(doc)
    expect(text).toMatchObject({ content: 'Sommer 2026', color: '#ffffff', fontFamily: 'Inter' })
    const lowest = Math.max(...collagePhotoCells(doc).map((c) => c.y + c.height))
    expect(text?.y).toBeGreaterThan(lowest)
    expect(doc.fonts).toEqual([{ family: 'Inter', weights: [400], italic: false }])
  })

  it('refuses a mode that is not the material’s', () => {
    expect(() => newCollageDocument(spec({ mode: 'leinwand' }), poster, design, 'c1')).toThrow(
      DesignDocumentError,
    )
  })

  it('stores the spacing the layout takes at that size', () => {
    const small: WallArtSpec = { ...poster, widthMm: 200, heightMm: 300 }
    const doc = newCollageDocument(spec({ layout: 'grid-4x4', spacingMm: 30 }), small, design, 'c1')
    expect(doc.collage?.spacingMm).toBe(collageSpacingLimit('grid-4x4', small, false))
    expect(doc.collage?.spacingMm).toBeLessThan(30)
  })
})

describe('applyCollageSpec', () => {
  const filled = () => {
    const doc = newCollageDocument(spec(), poster, design, 'c1')
    const page = doc.pages[0]
    if (!page) throw new Error('no page')
    const layers = page.layers.map((l, i) =>
      l.type === 'photo' ? { ...l, assetId: `a${i + 1}`, crop: { x: 0.25, y: 0, width: 0.5, height: 1 } } : l,
    )
    return { ...doc, pages: [{ ...page, layers }] }
  }

  it('keeps the photos in cell order on a layout with more cells', () => {
    const next = applyCollageSpec(filled(), { collage: { layout: 'grid-3x3', designId: 2 } })
    const cells = collagePhotoCells(next)
    expect(cells).toHaveLength(9)
    expect(cells.map((c) => c.assetId)).toEqual(['a1', 'a2', 'a3', 'a4', ...Array(5).fill(undefined)])
    expect(next.collage).toMatchObject({ layout: 'grid-3x3', designId: 2 })
  })

  it('changes material and mode together and keeps each crop’s centre', () => {
    const next = applyCollageSpec(filled(), { collage: { mode: 'leinwand' }, wallArt: canvas })
    const [cell] = collagePhotoCells(next)
    expect(cell?.assetId).toBe('a1')
    expect((cell?.crop.x ?? 0) + (cell?.crop.width ?? 0) / 2).toBeCloseTo(0.5)
    expect(next.wallArt?.material).toBe('leinwand')
  })

  it('adds, changes and removes the text', () => {
    const withText = applyCollageSpec(filled(), { text: { content: 'Hallo', fontFamily: 'Lora' } })
    expect(collageText(withText)?.content).toBe('Hallo')
    expect(withText.fonts.map((f) => f.family)).toEqual(['Lora'])
    const recoloured = applyCollageSpec(withText, { collage: { color: '#000000' } })
    expect(collageText(recoloured)).toMatchObject({ content: 'Hallo', color: '#ffffff' })
    expect(collageText(applyCollageSpec(withText, { text: null }))).toBeNull()
  })
})

describe('inkOn', () => {
  it('reads dark on light and light on dark', () => {
    expect(inkOn('#ffffff')).toBe('#1f1f1f')
    expect(inkOn('#f4e1d2')).toBe('#1f1f1f')
    expect(inkOn('#1a1a2e')).toBe('#ffffff')
  })
})

describe('collageFace (the cart thumbnail)', () => {
  it('places every cell on the visible face as fractions, with its photo and the background', () => {
    const doc = newCollageDocument(spec({ color: '#223344' }), poster, design, 'c1')
    const face = collageFace(doc)
    expect(face?.color).toBe('#223344')
    expect(face?.aspect).toBeCloseTo(600 / 900)
    expect(face?.cells).toHaveLength(4)
    const [first, second] = face?.cells ?? []
    // 10 mm spacing: the first cell starts 10 mm in and is (600 − 3 × 10) / 2 = 285 mm wide.
    expect(first?.left).toBeCloseTo(10 / 600)
    expect(first?.width).toBeCloseTo(285 / 600)
    expect(second?.left).toBeCloseTo(305 / 600)
    expect(first?.assetId).toBeNull()
  })

  it('is measured inside a framed poster’s mat window, and absent without a collage', () => {
    const face = collageFace(newCollageDocument(spec({ mode: 'framed-poster' }), framed, design, 'c1'))
    expect(face?.cells[0]?.left).toBeGreaterThan(0)
    expect(
      collageFace({ ...newCollageDocument(spec(), poster, design, 'c1'), collage: undefined }),
    ).toBeNull()
  })
})
