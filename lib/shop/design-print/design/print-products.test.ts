import { describe, expect, it } from 'vitest'
import { designDocumentSchema } from './document'
import { DESIGN_LIMITS } from './limits'
import {
  photoPrintPage,
  printPhotoOf,
  printSizeFor,
  reshapePrintPage,
  withPrintCrop,
} from './photo-print-page'
import { photoPrintsSpecSchema } from './photo-prints-spec'
import { photoboxLayout, photoboxSpecSchema } from './photobox-spec'
import { collageSpecSchema } from './collage-spec'
import {
  boxSpec,
  collageDocument,
  collageSpec,
  photoboxDocument,
  photoPrintsDocument,
  posterCollageArt,
  printItem,
} from './testing/print-product-fixtures'

const problems = (doc: unknown) => {
  const result = designDocumentSchema.safeParse(doc)
  return result.success ? '' : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n')
}

describe('photo box spec', () => {
  it('holds a format to its photoboxQuantityMax in steps of 10', () => {
    expect(photoboxSpecSchema.safeParse(boxSpec({ format: '10x15', quantity: 100 })).success).toBe(true)
    const over = photoboxSpecSchema.safeParse(boxSpec({ format: '13x18', quantity: 70 }))
    expect(over.error?.issues).toEqual([
      expect.objectContaining({ path: ['quantity'], message: 'a 13x18 photo box holds at most 60 pictures' }),
    ])
    expect(photoboxSpecSchema.safeParse(boxSpec({ quantity: 15 })).success).toBe(false)
    expect(photoboxSpecSchema.safeParse(boxSpec({ quantity: 0 })).success).toBe(false)
  })

  it('derives lid and print sizes', () => {
    expect(photoboxLayout({ format: '13x18' })).toEqual({
      lid: { width: 142, height: 192 },
      print: { width: 130, height: 180 },
      bleedMm: 3,
      safeMarginMm: 5,
    })
  })
})

describe('photo prints and collage specs', () => {
  it('bounds items and copies', () => {
    const items = (n: number, copies = 1) => ({
      items: Array.from({ length: n }, () => printItem({ copies })),
    })
    expect(photoPrintsSpecSchema.safeParse(items(250)).success).toBe(true)
    expect(photoPrintsSpecSchema.safeParse(items(251)).success).toBe(false)
    expect(photoPrintsSpecSchema.safeParse(items(0)).success).toBe(false)
    expect(photoPrintsSpecSchema.safeParse(items(1, 0)).success).toBe(false)
    expect(photoPrintsSpecSchema.safeParse(items(1, 100)).success).toBe(false)
  })

  it('takes a hex background and spacing up to 30 mm', () => {
    expect(collageSpecSchema.safeParse(collageSpec({ spacingMm: 31 })).success).toBe(false)
    expect(collageSpecSchema.safeParse(collageSpec({ color: 'red' })).success).toBe(false)
  })
})

describe('print pages', () => {
  const landscape = { assetId: 'a', widthPx: 3000, heightPx: 2000 }
  it('turns the format to the photo', () => {
    expect(printSizeFor([100, 150], landscape)).toEqual({ width: 150, height: 100 })
    expect(printSizeFor([100, 150], { widthPx: 2000, heightPx: 3000 })).toEqual({ width: 100, height: 150 })
    expect(printSizeFor([130, 130], landscape)).toEqual({ width: 130, height: 130 })
  })

  it('covers the bleed borderless and sits 4 mm inside the trim with a white border', () => {
    const size = { width: 150, height: 100 }
    expect(photoPrintPage('p', size, 2, 'none', landscape).layers[0]).toMatchObject({
      id: 'p-photo',
      x: -2,
      y: -2,
      width: 154,
      height: 104,
    })
    const white = photoPrintPage('p', size, 2, 'white', landscape)
    expect(white.layers[0]).toMatchObject({ x: 4, y: 4, width: 142, height: 92 })
    expect(white.background).toEqual({ kind: 'color', color: '#ffffff' })
  })

  it('keeps the crop centre when the print changes size, and reads its photo back', () => {
    const page = photoPrintPage('p', { width: 150, height: 100 }, 2, 'none', landscape)
    const cropped = withPrintCrop(page, { x: 0.3, y: 0.3, width: 0.3, height: 0.3 })
    const photo = printPhotoOf(cropped)
    expect(photo?.imageAspect).toBeCloseTo(1.5, 6)
    const square = reshapePrintPage(cropped, { width: 130, height: 130 }, 2, 'white')
    const crop = printPhotoOf(square)?.crop
    expect(crop && crop.x + crop.width / 2).toBeCloseTo(0.45, 6)
    expect(crop && crop.y + crop.height / 2).toBeCloseTo(0.45, 6)
    expect(printPhotoOf(square)?.imageAspect).toBeCloseTo(1.5, 6)
  })
})

describe('photo box documents are what their spec makes', () => {
  it('accepts a lid and prints either way round, up to 100', () => {
    expect(problems(photoboxDocument())).toBe('')
    expect(problems(photoboxDocument(boxSpec({ quantity: 100 }), 100))).toBe('')
    expect(DESIGN_LIMITS.maxPages).toBe(8)
  })

  it('refuses a print of another format, a bordered print and a lid of another size', () => {
    const doc = photoboxDocument()
    const big = reshapePrintPage(doc.pages[3]!, { width: 200, height: 300 }, 3, 'none')
    expect(problems({ ...doc, pages: doc.pages.map((p, i) => (i === 3 ? big : p)) })).toContain(
      'pages.3.sizeMm: this print is 100 × 150 mm, upright or turned',
    )
    const bordered = reshapePrintPage(doc.pages[2]!, doc.pages[2]!.sizeMm!, 3, 'white')
    expect(problems({ ...doc, pages: doc.pages.map((p, i) => (i === 2 ? bordered : p)) })).toContain(
      'pages.2.layers.0: the photo of this print reaches to the edge of the bleed',
    )
    expect(problems({ ...doc, photobox: boxSpec({ format: '13x13', quantity: 10 }) })).toContain(
      'format.key: the lid of this photo box has format key photobox-13x13',
    )
  })

  it('refuses more than 100 prints and a card-only role', () => {
    const doc = photoboxDocument(boxSpec({ quantity: 100 }), 100)
    const extra = {
      ...doc.pages[1]!,
      id: 'print-x',
      layers: [{ ...doc.pages[1]!.layers[0]!, id: 'x-photo' }],
    }
    expect(problems({ ...doc, pages: [...doc.pages, extra] })).toContain(
      'a photo box holds at most 100 pictures',
    )
    const lidAsBack = { ...doc.pages[0]!, role: 'back' }
    expect(problems({ ...doc, pages: [lidAsBack, ...doc.pages.slice(1)] })).toContain(
      'pages.0.role: the first page of a photo box is its lid (front)',
    )
  })

  it('refuses print pages on a card', () => {
    const box = photoboxDocument()
    const { photobox: _, ...card } = box
    expect(problems(card)).toContain('a card with fold "none" has no print page')
  })
})

describe('photo print documents are what their spec makes', () => {
  it('accepts one page per item, each of its size and border', () => {
    const doc = photoPrintsDocument([
      printItem(),
      printItem({ format: '13x18', border: 'white', copies: 3 }),
      printItem({ format: '13x13', paper: 'hahnemuehle' }),
    ])
    expect(problems(doc)).toBe('')
    expect(doc.pages.map((p) => p.sizeMm)).toEqual([
      { width: 100, height: 150 },
      { width: 180, height: 130 },
      { width: 130, height: 130 },
    ])
  })

  it('refuses an item without its page, a page of another format and a border the spec does not have', () => {
    const doc = photoPrintsDocument([printItem(), printItem({ format: '13x18' })])
    expect(problems({ ...doc, photoPrints: { items: [printItem()] } })).toContain(
      'pages: 1 prints are ordered, so the design has 1 pages',
    )
    const items = [printItem(), printItem({ format: '20x30' })]
    expect(problems({ ...doc, photoPrints: { items } })).toContain(
      'pages.1.sizeMm: this print is 200 × 300 mm, upright or turned',
    )
    const bordered = [printItem(), printItem({ format: '13x18', border: 'white' })]
    expect(problems({ ...doc, photoPrints: { items: bordered } })).toContain(
      'pages.1.layers.0: the photo of this print reaches inside its white border',
    )
  })

  it('is one product only', () => {
    const doc = photoPrintsDocument()
    expect(problems({ ...doc, photobox: boxSpec() })).toContain('a design is one product')
  })
})

describe('collage documents are wall art with cells', () => {
  it('accepts cells and text on a poster, and a canvas collage', () => {
    expect(problems(collageDocument(posterCollageArt(), collageSpec(), { text: '<script>x</script>' }))).toBe(
      '',
    )
    const canvas = posterCollageArt({
      material: 'leinwand',
      canvas: { edge: 'mirror', depthMm: 20 },
    })
    expect(problems(collageDocument(canvas, collageSpec({ mode: 'leinwand' })))).toBe('')
  })

  it('needs wallArt, one page and the mode its material makes', () => {
    const doc = collageDocument()
    const { wallArt: _, ...bare } = doc
    expect(problems(bare)).toContain('wallArt: a collage needs its material and size (wallArt)')
    expect(problems({ ...doc, collage: collageSpec({ mode: 'leinwand' }) })).toContain(
      'collage.mode: a collage of this material and frame is in mode poster',
    )
    const framed = posterCollageArt({
      frame: { type: 'holzrahmen', colour: 'black', matSize: 0, matType: 'none' },
    })
    expect(problems({ ...doc, wallArt: framed })).toContain('mode framed-poster')
    expect(
      problems({ ...doc, pages: [...doc.pages, { ...doc.pages[0]!, id: 'two', layers: [] }] }),
    ).toContain('a collage has exactly one page, the front')
    expect(problems({ ...doc, calendar: undefined, photobox: boxSpec() })).toContain(
      'a design is one product',
    )
  })
})
