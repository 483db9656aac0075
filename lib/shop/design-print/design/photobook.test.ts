import { describe, expect, it } from 'vitest'
import { designDocumentSchema, type DesignDocument } from './document'
import { DesignDocumentError } from './errors'
import {
  applyPhotobookPageLayout,
  applyPhotobookSpec,
  newPhotobookDocument,
  photobookCoverLayout,
  SPINE_TEXT_ID,
} from './photobook'
import { bookTemplate, digitalBook } from './testing/photobook-fixtures'

const withPhoto = (doc: DesignDocument, pageId: string, assetId = 'up-1'): DesignDocument => {
  const pages = doc.pages.map((page) =>
    page.id === pageId
      ? { ...page, layers: page.layers.map((l) => (l.type === 'photo' ? { ...l, assetId } : l)) }
      : page,
  )
  return designDocumentSchema.parse({ ...doc, pages })
}

describe('newPhotobookDocument', () => {
  it('a cover at the spine-made size and one spread per two pages, each two pages wide', () => {
    const doc = newPhotobookDocument(digitalBook(), bookTemplate, 'book-1')
    expect(doc.pages).toHaveLength(13)
    expect(doc.pages[0]).toMatchObject({
      role: 'book-cover',
      sizeMm: photobookCoverLayout(digitalBook()).sizeMm,
    })
    expect(doc.pages[1]).toMatchObject({ role: 'spread', sizeMm: { width: 594, height: 210 } })
    expect(doc.format).toMatchObject({
      key: 'photobook-din-landscape',
      trimWidthMm: 297,
      bleedMm: 3,
      safeMarginMm: 8,
    })
  })

  it('lays out the halves from the template in turn: a full-bleed left page, two columns on the right', () => {
    const spread = newPhotobookDocument(digitalBook(), bookTemplate, 'book-2').pages[1]
    const photos = spread?.layers.filter((l) => l.type === 'photo') ?? []
    expect(photos).toHaveLength(3)
    expect(photos[0]).toMatchObject({ x: -3, y: -3, width: 300, height: 216 })
    expect(photos[1]?.x).toBeGreaterThanOrEqual(297 + 8)
  })

  it('a spine text only where the spine is 6 mm or more', () => {
    const thin = newPhotobookDocument(digitalBook(), bookTemplate, 'b')
    expect(thin.pages[0]?.layers.some((l) => l.id === SPINE_TEXT_ID)).toBe(false)
    const thick = newPhotobookDocument(digitalBook({ pageCount: 48 }), bookTemplate, 'b')
    const spine = photobookCoverLayout(digitalBook({ pageCount: 48 })).spine
    const text = thick.pages[0]?.layers.find((l) => l.id === SPINE_TEXT_ID)
    expect(text).toMatchObject({ type: 'text', rotation: 90, content: 'Unser Hochzeitstag' })
    expect((text?.x ?? 0) + (text?.width ?? 0) / 2).toBeCloseTo(spine.x + spine.width / 2, 6)
  })

  it('refuses a document whose spreads do not match the page count', () => {
    const doc = newPhotobookDocument(digitalBook(), bookTemplate, 'b')
    const result = designDocumentSchema.safeParse({ ...doc, pages: doc.pages.slice(0, 5) })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => i.message).join()).toContain('a cover and 12 spreads')
  })
})

describe('applyPhotobookSpec', () => {
  it('more pages: empty spreads at the end, photos stay, the front moves with the spine', () => {
    const doc = withPhoto(newPhotobookDocument(digitalBook(), bookTemplate, 'b'), 'spread-2')
    const next = applyPhotobookSpec(doc, digitalBook({ pageCount: 48 }))
    expect(next.pages).toHaveLength(25)
    expect(next.pages[2]?.layers.find((l) => l.type === 'photo')).toMatchObject({ assetId: 'up-1' })
    const frontPhoto = (d: DesignDocument) => d.pages[0]?.layers.find((l) => l.type === 'photo')?.x ?? 0
    expect(frontPhoto(next) - frontPhoto(doc)).toBeCloseTo(1.5, 6)
    expect(next.pages[0]?.layers.some((l) => l.id === SPINE_TEXT_ID)).toBe(true)
  })

  it('fewer pages: drops empty spreads, refuses to drop one with a photo', () => {
    const doc = newPhotobookDocument(digitalBook({ pageCount: 48 }), bookTemplate, 'b')
    expect(applyPhotobookSpec(doc, digitalBook({ pageCount: 24 })).pages).toHaveLength(13)
    const full = withPhoto(doc, 'spread-20')
    expect(() => applyPhotobookSpec(full, digitalBook({ pageCount: 24 }))).toThrow(DesignDocumentError)
  })

  it('another format scales the spreads and re-fits crops to the new slots', () => {
    const doc = withPhoto(newPhotobookDocument(digitalBook(), bookTemplate, 'b'), 'spread-1')
    const next = applyPhotobookSpec(doc, digitalBook({ format: 'square' }))
    expect(next.pages[1]?.sizeMm).toEqual({ width: 420, height: 210 })
    for (const layer of next.pages[1]?.layers ?? [])
      expect(layer.x + layer.width).toBeLessThanOrEqual(423 + 1e-6)
  })
})

describe('applyPhotobookSpec, cover kind', () => {
  it('hard to soft: the front photo stays on the front panel, within the sheet', () => {
    const doc = withPhoto(newPhotobookDocument(digitalBook({ pageCount: 48 }), bookTemplate, 'b'), 'cover')
    const soft = applyPhotobookSpec(doc, digitalBook({ pageCount: 48, cover: 'soft' }))
    const cover = photobookCoverLayout(digitalBook({ pageCount: 48, cover: 'soft' }))
    const photo = soft.pages[0]?.layers.find((l) => l.type === 'photo')
    expect(photo).toMatchObject({ assetId: 'up-1' })
    expect(photo?.x).toBeGreaterThanOrEqual(cover.front.x)
    expect((photo?.x ?? 0) + (photo?.width ?? 0)).toBeLessThanOrEqual(cover.front.x + cover.front.width)
    expect(soft.pages[0]?.sizeMm).toEqual(cover.sizeMm)
  })
})

describe('applyPhotobookPageLayout', () => {
  it('keeps the half’s photo in order, adds empty slots, leaves the other half alone', () => {
    const doc = withPhoto(newPhotobookDocument(digitalBook(), bookTemplate, 'b'), 'spread-1')
    const next = applyPhotobookPageLayout(doc, 'spread-1', 'left', 'p4-grid')
    const left = next.pages[1]?.layers.filter((l) => l.type === 'photo' && l.x + l.width / 2 < 297) ?? []
    expect(left).toHaveLength(4)
    expect(left[0]).toMatchObject({ assetId: 'up-1' })
    expect(left.slice(1).every((l) => l.type === 'photo' && l.assetId === undefined)).toBe(true)
    const right = (d: DesignDocument) => d.pages[1]?.layers.filter((l) => l.x + l.width / 2 >= 297)
    expect(right(next)).toEqual(right(doc))
  })
})
