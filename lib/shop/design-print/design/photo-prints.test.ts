import { describe, expect, it } from 'vitest'
import { PHOTO_PRINTS_MAX_ITEMS } from '@/lib/model/photo-print-keys'
import { parseDesignDocument } from './document'
import { DesignDocumentError } from './errors'
import { printPhotoOf } from './photo-print-page'
import {
  appendPrints,
  cropPrint,
  newPhotoPrintsDocument,
  removePrint,
  setAllPrintItems,
  setPrintItem,
  type PhotoPrintEntry,
} from './photo-prints'

const landscape = { assetId: 'up-land', widthPx: 6000, heightPx: 4000 }
const portrait = { assetId: 'up-port', widthPx: 3000, heightPx: 4000 }
const item = { format: '10x15', paper: 'matt', border: 'none', copies: 1 } as const
const entry = (photo = landscape, extra: Partial<PhotoPrintEntry['item']> = {}): PhotoPrintEntry => ({
  photo,
  item: { ...item, ...extra },
})

const centre = (crop: { x: number; y: number; width: number; height: number }) => [
  crop.x + crop.width / 2,
  crop.y + crop.height / 2,
]

describe('photo-print documents', () => {
  it('print each photo turned to it, borderless over the bleed, a white border inset 4 mm', () => {
    const doc = newPhotoPrintsDocument(
      [entry(landscape), entry(portrait, { format: '13x18', border: 'white', copies: 3 })],
      'doc-1',
    )
    expect(doc.format).toMatchObject({ key: 'photoprint', trimWidthMm: 150, trimHeightMm: 100, bleedMm: 2 })
    expect(doc.pages.map((p) => [p.id, p.role, p.sizeMm])).toEqual([
      ['print-1', 'print', { width: 150, height: 100 }],
      ['print-2', 'print', { width: 130, height: 180 }],
    ])
    expect(doc.pages[0]?.layers[0]).toMatchObject({ x: -2, y: -2, width: 154, height: 104 })
    expect(doc.pages[1]?.layers[0]).toMatchObject({ x: 4, y: 4, width: 122, height: 172 })
    expect(doc.photoPrints?.items[1]).toEqual({ format: '13x18', paper: 'matt', border: 'white', copies: 3 })
  })

  it('re-size a print for a new format or border and keep its crop’s centre', () => {
    const start = newPhotoPrintsDocument([entry(landscape), entry(portrait)], 'doc-1')
    const moved = cropPrint(start, 0, { x: 0, y: 0.1, width: 0.5, height: 0.5 })
    const before = printPhotoOf(moved.pages[0]!)!.crop
    const square = setPrintItem(moved, 0, { format: '13x13', border: 'white' })
    expect(square.pages[0]?.sizeMm).toEqual({ width: 130, height: 130 })
    const after = printPhotoOf(square.pages[0]!)!.crop
    expect(centre(after)[0]).toBeCloseTo(centre(before)[0]!, 5)
    expect(centre(after)[1]).toBeCloseTo(centre(before)[1]!, 5)
    // The crop has the photo box's aspect: 122 mm square of a 3:2 photo.
    expect((after.width * 6000) / (after.height * 4000)).toBeCloseTo(1, 5)
    expect(square.pages[1]).toBe(moved.pages[1])
    // Edits build from typed parts; the result is what the schema (and so the cart) accepts.
    expect(parseDesignDocument(square)).toEqual(square)
  })

  it('change copies or paper without touching the page', () => {
    const start = newPhotoPrintsDocument([entry()], 'doc-1')
    const next = setPrintItem(start, 0, { copies: 5, paper: 'hahnemuehle' })
    expect(next.pages[0]).toBe(start.pages[0])
    expect(parseDesignDocument(next)).toEqual(next)
    expect(next.photoPrints?.items[0]).toMatchObject({ copies: 5, paper: 'hahnemuehle' })
  })

  it('set one choice for every print ("für alle")', () => {
    const start = newPhotoPrintsDocument([entry(landscape), entry(portrait, { format: '9x13' })], 'doc-1')
    const all = setAllPrintItems(start, { format: '20x30' })
    expect(all.photoPrints?.items.map((i) => i.format)).toEqual(['20x30', '20x30'])
    expect(all.pages.map((p) => p.sizeMm)).toEqual([
      { width: 300, height: 200 },
      { width: 200, height: 300 },
    ])
  })

  it('append new prints with fresh ids and remove one; the last cannot go', () => {
    const start = newPhotoPrintsDocument([entry()], 'doc-1')
    const more = appendPrints(start, [entry(portrait), entry(landscape)])
    expect(more.pages.map((p) => p.id)).toEqual(['print-1', 'print-2', 'print-3'])
    const fewer = removePrint(more, 1)!
    expect(fewer.pages.map((p) => p.id)).toEqual(['print-1', 'print-3'])
    expect(parseDesignDocument(fewer)).toEqual(fewer)
    expect(appendPrints(fewer, [entry()]).pages.map((p) => p.id)).toEqual(['print-1', 'print-3', 'print-2'])
    expect(removePrint(start, 0)).toBeNull()
  })

  it(`hold at most ${PHOTO_PRINTS_MAX_ITEMS} prints`, () => {
    const many = Array.from({ length: PHOTO_PRINTS_MAX_ITEMS }, () => entry())
    expect(newPhotoPrintsDocument(many, 'doc-1').pages).toHaveLength(PHOTO_PRINTS_MAX_ITEMS)
    expect(() => newPhotoPrintsDocument([...many, entry()], 'doc-1')).toThrow(DesignDocumentError)
  })
})
