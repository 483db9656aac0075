import { describe, expect, it } from 'vitest'
import { photoboxLidDesign } from '@/lib/shop/photo-products/photobox/lid-designs'
import { designDocumentSchema } from './document'
import {
  addPrints,
  applyPhotoboxSpec,
  cropPrint,
  duplicatePrint,
  LID_PHOTO_ID,
  LID_TITLE_ID,
  movePrint,
  newPhotoboxDocument,
  removePrint,
  type PhotoboxSpec,
} from './photobox'
import { printPhotoOf } from './photo-print-page'

const spec: PhotoboxSpec = {
  designType: 'dt41',
  type: 'standard',
  format: '13x18',
  material: 'photo-matt',
  quantity: 10,
}
const lid = photoboxLidDesign('dt41', 'Unsere Momente')
const landscape = { assetId: 'wide', widthPx: 3000, heightPx: 2000 }
const portrait = { assetId: 'tall', widthPx: 2000, heightPx: 3000 }

function withPrints(count: number) {
  const photos = Array.from({ length: count }, (_, i) => ({
    pageId: `print-${i + 1}`,
    photo: i % 2 === 0 ? portrait : landscape,
  }))
  return addPrints(newPhotoboxDocument(spec, lid, 'box-1'), photos)
}

const ids = (doc: { pages: { id: string }[] }) => doc.pages.map((p) => p.id)

describe('newPhotoboxDocument', () => {
  it('is the lid alone: lid size with 3 mm bleed, a photo slot and the title', () => {
    const doc = newPhotoboxDocument(spec, lid, 'box-1')
    expect(doc.format).toMatchObject({
      key: 'photobox-13x18',
      trimWidthMm: 142,
      trimHeightMm: 192,
      bleedMm: 3,
    })
    expect(doc.pages.map((p) => p.role)).toEqual(['front'])
    expect(doc.pages[0]?.layers.map((l) => l.id)).toEqual([LID_PHOTO_ID, LID_TITLE_ID])
    expect(doc.pages[0]?.layers[1]).toMatchObject({ content: 'Unsere Momente', fontFamily: 'Raleway' })
    expect(doc.fonts).toEqual([{ family: 'Raleway', weights: [700], italic: false }])
    expect(doc.photobox).toEqual(spec)
  })

  it('builds a valid lid for every design', () => {
    for (const design of ['dt47', 'dt44', 'dt58'] as const) {
      const doc = newPhotoboxDocument({ ...spec, designType: design }, photoboxLidDesign(design, 'X'), 'b')
      expect(designDocumentSchema.safeParse(doc).success).toBe(true)
    }
  })
})

describe('prints', () => {
  it('adds each photo as a borderless print in its own orientation', () => {
    const doc = withPrints(2)
    expect(ids(doc)).toEqual(['lid', 'print-1', 'print-2'])
    expect(doc.pages[1]).toMatchObject({ role: 'print', sizeMm: { width: 130, height: 180 } })
    expect(doc.pages[2]).toMatchObject({ role: 'print', sizeMm: { width: 180, height: 130 } })
    // The photo covers the print and its 3 mm bleed.
    expect(doc.pages[2]?.layers[0]).toMatchObject({ x: -3, y: -3, width: 186, height: 136 })
    expect(designDocumentSchema.safeParse(doc).success).toBe(true)
  })

  it('takes more prints than the quantity but never more than the largest box holds', () => {
    expect(withPrints(12).pages).toHaveLength(13)
    expect(withPrints(61).pages).toHaveLength(61)
  })

  it('moves, removes and duplicates prints', () => {
    const doc = withPrints(3)
    expect(ids(movePrint(doc, 'print-3', 0))).toEqual(['lid', 'print-3', 'print-1', 'print-2'])
    expect(ids(movePrint(doc, 'print-1', 99))).toEqual(['lid', 'print-2', 'print-3', 'print-1'])
    expect(ids(removePrint(doc, 'print-2'))).toEqual(['lid', 'print-1', 'print-3'])
    const doubled = duplicatePrint(doc, 'print-2', 'print-copy')
    expect(ids(doubled)).toEqual(['lid', 'print-1', 'print-2', 'print-copy', 'print-3'])
    expect(printPhotoOf(doubled.pages[3]!)).toEqual(printPhotoOf(doc.pages[2]!))
    expect(doubled.pages[3]?.layers[0]?.id).toBe('print-copy-photo')
    expect(designDocumentSchema.safeParse(doubled).success).toBe(true)
    expect(duplicatePrint(doc, 'print-2', 'print-1')).toBe(doc)
  })

  it('crops a print to its own aspect', () => {
    const doc = cropPrint(withPrints(1), 'print-1', { x: 0, y: 0, width: 0.5, height: 0.5 })
    const photo = printPhotoOf(doc.pages[1]!)
    // 2000 × 3000 px cropped for a 136 × 186 mm bleed box: the crop keeps that aspect.
    expect(((photo?.crop.width ?? 0) * 2000) / ((photo?.crop.height ?? 1) * 3000)).toBeCloseTo(136 / 186, 5)
    expect(photo?.crop.x).toBe(0)
  })
})

describe('applyPhotoboxSpec', () => {
  it('changes quantity and material in the spec alone', () => {
    const doc = withPrints(2)
    const next = applyPhotoboxSpec(doc, { ...spec, quantity: 20, material: 'hahnemuehle' })
    expect(next.pages).toEqual(doc.pages)
    expect(next.photobox).toMatchObject({ quantity: 20, material: 'hahnemuehle' })
  })

  it('resizes lid and prints for another format, each print keeping its orientation and crop centre', () => {
    const doc = cropPrint(withPrints(2), 'print-1', { x: 0.1, y: 0.2, width: 0.5, height: 0.5 })
    const before = printPhotoOf(doc.pages[1]!)!.crop
    const next = applyPhotoboxSpec(doc, { ...spec, format: '10x15' })
    expect(next.format).toMatchObject({ key: 'photobox-10x15', trimWidthMm: 112, trimHeightMm: 162 })
    expect(next.pages[1]?.sizeMm).toEqual({ width: 100, height: 150 })
    expect(next.pages[2]?.sizeMm).toEqual({ width: 150, height: 100 })
    const after = printPhotoOf(next.pages[1]!)!.crop
    expect(after.x + after.width / 2).toBeCloseTo(before.x + before.width / 2, 5)
    expect(after.y + after.height / 2).toBeCloseTo(before.y + before.height / 2, 5)
    const square = applyPhotoboxSpec(next, { ...spec, format: '13x13' })
    expect(square.pages.slice(1).map((p) => p.sizeMm)).toEqual([
      { width: 130, height: 130 },
      { width: 130, height: 130 },
    ])
    // Back from square prints the photo's own orientation returns.
    expect(applyPhotoboxSpec(square, spec).pages[2]?.sizeMm).toEqual({ width: 180, height: 130 })
  })

  it('gives another design its look, keeping the lid photo and the title the shopper wrote', () => {
    const base = withPrints(1)
    const titled = {
      ...base,
      pages: base.pages.map((p, i) =>
        i === 0
          ? {
              ...p,
              layers: p.layers.map((l) =>
                l.type === 'text' ? { ...l, content: 'Sommer 2026' } : { ...l, assetId: 'lid-pic' },
              ),
            }
          : p,
      ),
    }
    const next = applyPhotoboxSpec(titled, { ...spec, designType: 'dt47' }, photoboxLidDesign('dt47', 'X'))
    expect(next.photobox?.designType).toBe('dt47')
    expect(next.palette.accent).toBe('#1e293b')
    const [photo, title] = next.pages[0]?.layers ?? []
    expect(photo).toMatchObject({ assetId: 'lid-pic', x: -3, y: -3 })
    expect(title).toMatchObject({ content: 'Sommer 2026', fontFamily: 'Cormorant Garamond' })
    expect(next.pages[1]).toEqual(titled.pages[1])
  })
})
