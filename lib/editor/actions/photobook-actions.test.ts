import { beforeAll, describe, expect, it } from 'vitest'
import type { PhotoLayer } from '@/lib/shop/design-print/design/document'
import { checkDocument } from '@/lib/shop/design-print/design/document-checks'
import {
  newPhotobookDocument,
  photobookCoverLayout,
  type PhotobookSpec,
  type PhotobookTemplate,
} from '@/lib/shop/design-print/design/photobook'
import { createEditorStore, loadDocumentCheck } from '../store'
import { addSpreads } from './add-spreads'
import { applyPageLayout } from './apply-page-layout'
import { autoFillBook } from './auto-fill-book'
import { moveSpread } from './move-spread'
import { placePhotoInSlot } from './place-photo-in-slot'
import { removeSpread } from './remove-spread'
import { setPhotobookSpec } from './set-photobook-spec'

const template: PhotobookTemplate = {
  palette: { paper: '#ffffff', ink: '#1f1f1f', accent: '#b08d57' },
  fontFamily: 'Lora',
  title: 'Unser Jahr',
  pageLayouts: ['p1-margin', 'p2-columns'],
}
const book: PhotobookSpec = {
  designGroupSetId: 407,
  type: 'digitalfotobuch',
  format: 'din-landscape',
  cover: 'hard',
  binding: 'pur',
  paper: 'standard',
  coverLamination: 'glossy',
  pageCount: 24,
}

function setup(spec: PhotobookSpec = book) {
  const document = newPhotobookDocument(spec, template, 'book-1')
  return createEditorStore({ document, options: null, ctx: { newId: (p) => `${p}-1` } })
}

type Store = ReturnType<typeof setup>
const doc = (store: Store) => store.getState().scene.document
const ids = (store: Store) => doc(store).pages.map((p) => p.id)
const upload = { id: 'up-a', widthPx: 3000, heightPx: 2000 }

/** A photo in the first slot of a spread, so it has content of the shopper's. */
function fill(store: Store, pageId: string) {
  const slot = doc(store)
    .pages.find((p) => p.id === pageId)
    ?.layers.find((l): l is PhotoLayer => l.type === 'photo')
  expect(slot).toBeDefined()
  store.getState().run(placePhotoInSlot, { pageId, layerId: slot?.id ?? '', upload })
  return slot?.id ?? ''
}

/** Every id is unique and the book matches its spec: what the document check holds. */
function valid(store: Store) {
  expect(checkDocument(doc(store))).toEqual([])
}

beforeAll(() => loadDocumentCheck())

describe('setPhotobookSpec', () => {
  it('adds empty spreads for more pages and moves the cover’s front with the wider spine', () => {
    const store = setup()
    const frontBefore = photobookCoverLayout(book).front.x
    expect(store.getState().run(setPhotobookSpec, { patch: { pageCount: 48 } })).toBe(true)
    expect(doc(store).photobook?.pageCount).toBe(48)
    expect(doc(store).pages).toHaveLength(25)
    const after = photobookCoverLayout({ ...book, pageCount: 48 })
    expect(after.front.x - frontBefore).toBeCloseTo(1.5)
    valid(store)
    store.getState().undo()
    expect(doc(store).pages).toHaveLength(13)
  })

  it('asks before pages with photos go: refused without dropContent, done with it', () => {
    const store = setup({ ...book, pageCount: 28 })
    fill(store, 'spread-14')
    expect(store.getState().run(setPhotobookSpec, { patch: { pageCount: 24 } })).toBe(false)
    expect(doc(store).pages).toHaveLength(15)
    expect(store.getState().run(setPhotobookSpec, { patch: { pageCount: 24 }, dropContent: true })).toBe(true)
    expect(doc(store).pages).toHaveLength(13)
    valid(store)
  })

  it('changes nothing for the same options', () => {
    const store = setup()
    expect(store.getState().run(setPhotobookSpec, { patch: { pageCount: 24, paper: 'standard' } })).toBe(
      false,
    )
  })
})

describe('addSpreads and removeSpread', () => {
  it('adds a spread at the end and shows it; not beyond the type’s most pages', () => {
    const store = setup()
    expect(store.getState().run(addSpreads, { count: 1 })).toBe(true)
    expect(doc(store).photobook?.pageCount).toBe(26)
    expect(store.getState().scene.pageId).toBe('spread-13')
    valid(store)
    const full = setup({ ...book, pageCount: 200 })
    expect(full.getState().run(addSpreads, { count: 1 })).toBe(false)
  })

  it('removes a spread from the middle with its photos, names the rest by place, and adds again cleanly', () => {
    const store = setup({ ...book, pageCount: 28 })
    fill(store, 'spread-3')
    const kept = fill(store, 'spread-4')
    expect(store.getState().run(removeSpread, { pageId: 'spread-3' })).toBe(true)
    expect(doc(store).photobook?.pageCount).toBe(26)
    expect(ids(store)).toEqual(['cover', ...Array.from({ length: 13 }, (_, i) => `spread-${i + 1}`)])
    // The old fourth spread is the third now, its photo with it.
    const third = doc(store).pages[3]
    expect(third?.layers.some((l) => l.type === 'photo' && l.assetId === 'up-a')).toBe(true)
    expect(third?.layers.some((l) => l.id === kept.replace('spread-4', 'spread-3'))).toBe(true)
    expect(store.getState().scene.pageId).toBe('spread-2')
    expect(store.getState().run(addSpreads, { count: 1 })).toBe(true)
    valid(store)
  })

  it('keeps the type’s fewest pages', () => {
    expect(setup().getState().run(removeSpread, { pageId: 'spread-2' })).toBe(false)
    const thin = setup({ ...book, type: 'fotoheft', cover: 'soft', binding: 'heftbindung', pageCount: 16 })
    expect(thin.getState().run(removeSpread, { pageId: 'spread-2' })).toBe(false)
    expect(
      setup({ ...book, pageCount: 28 })
        .getState()
        .run(removeSpread, { pageId: 'cover' }),
    ).toBe(false)
  })

  it('takes a booklet’s pages away in fours: the spread shown and the one after it (before it at the end)', () => {
    const booklet = setup({ ...book, type: 'fotoheft', cover: 'soft', binding: 'heftbindung', pageCount: 32 })
    fill(booklet, 'spread-4')
    expect(booklet.getState().run(removeSpread, { pageId: 'spread-2' })).toBe(true)
    expect(doc(booklet).photobook?.pageCount).toBe(28)
    expect(ids(booklet)).toEqual(['cover', ...Array.from({ length: 14 }, (_, i) => `spread-${i + 1}`)])
    // Spreads 2 and 3 went: the old fourth, with its photo, is the second now.
    expect(doc(booklet).pages[2]?.layers.some((l) => l.type === 'photo' && l.assetId === 'up-a')).toBe(true)
    expect(booklet.getState().scene.pageId).toBe('spread-1')
    valid(booklet)
    expect(booklet.getState().run(removeSpread, { pageId: 'spread-14' })).toBe(true)
    expect(doc(booklet).photobook?.pageCount).toBe(24)
    expect(booklet.getState().scene.pageId).toBe('spread-12')
    valid(booklet)
  })
})

describe('moveSpread', () => {
  it('moves a spread with its photos, the cover staying first', () => {
    const store = setup()
    fill(store, 'spread-5')
    expect(store.getState().run(moveSpread, { pageId: 'spread-5', toIndex: 1 })).toBe(true)
    const first = doc(store).pages[1]
    expect(first?.id).toBe('spread-1')
    expect(first?.layers.some((l) => l.type === 'photo' && l.assetId === 'up-a')).toBe(true)
    expect(doc(store).pages[0]?.role).toBe('book-cover')
    expect(store.getState().scene.pageId).toBe('spread-1')
    valid(store)
    store.getState().undo()
    expect(doc(store).pages[5]?.layers.some((l) => l.type === 'photo' && l.assetId === 'up-a')).toBe(true)
  })

  it('never moves the cover or onto it', () => {
    const store = setup()
    expect(store.getState().run(moveSpread, { pageId: 'cover', toIndex: 2 })).toBe(false)
    expect(store.getState().run(moveSpread, { pageId: 'spread-2', toIndex: 0 })).toBe(false)
    expect(store.getState().run(moveSpread, { pageId: 'spread-2', toIndex: 99 })).toBe(false)
  })
})

describe('applyPageLayout', () => {
  it('lays out one half of a spread, keeping its photo, the other half untouched', () => {
    const store = setup()
    fill(store, 'spread-1')
    const right = doc(store).pages[1]?.layers.filter((l) => l.x >= 297) ?? []
    expect(
      store.getState().run(applyPageLayout, { pageId: 'spread-1', side: 'left', layout: 'p2-columns' }),
    ).toBe(true)
    const page = doc(store).pages[1]
    const left = page?.layers.filter((l) => l.type === 'photo' && l.x + l.width / 2 < 297) ?? []
    expect(left).toHaveLength(2)
    expect(left.filter((l) => l.type === 'photo' && l.assetId === 'up-a')).toHaveLength(1)
    expect(page?.layers.filter((l) => l.x >= 297)).toEqual(right)
    valid(store)
  })

  it('adds a caption in the book’s face even when that weight was not in use yet', () => {
    const store = setup()
    // A photo placed re-lists the faces in use: only the cover title's bold is left.
    store.getState().run(placePhotoInSlot, { pageId: 'cover', layerId: 'cover-photo-1', upload })
    expect(doc(store).fonts).toEqual([{ family: 'Lora', weights: [700], italic: false }])
    expect(
      store.getState().run(applyPageLayout, { pageId: 'spread-2', side: 'right', layout: 'p1-text' }),
    ).toBe(true)
    expect(doc(store).fonts[0]?.weights).toEqual([400, 700])
    valid(store)
  })

  it('has no page layouts for the cover', () => {
    const store = setup()
    expect(store.getState().run(applyPageLayout, { pageId: 'cover', side: 'left', layout: 'p1-full' })).toBe(
      false,
    )
  })
})

describe('autoFillBook', () => {
  const photo = (n: number, capturedAt: string | null, landscape = true) => ({
    id: `up-${n}`,
    widthPx: landscape ? 3000 : 2000,
    heightPx: landscape ? 2000 : 3000,
    capturedAt,
    uploadedAt: `2026-11-27T10:00:${String(n).padStart(2, '0')}Z`,
  })

  it('lays 30 photos by capture date, the first on the cover, each once, in one undo step', () => {
    const store = setup()
    const photos = Array.from({ length: 30 }, (_, i) =>
      photo(i, i === 0 ? null : `2026-0${1 + (i % 9)}-01T10:00:00Z`, i % 3 !== 0),
    )
    expect(store.getState().run(autoFillBook, { photos })).toBe(true)
    const assets = (from: number) =>
      doc(store)
        .pages.slice(from)
        .flatMap((p) => p.layers.flatMap((l) => (l.type === 'photo' && l.assetId ? [l.assetId] : [])))
    const cover = doc(store).pages[0]?.layers.filter((l) => l.type === 'photo' && l.assetId) ?? []
    // The earliest photo opens the book on its cover; the next ones open its pages (page 1, then 2).
    expect(cover.map((l) => l.type === 'photo' && l.assetId)).toEqual(['up-9'])
    expect(assets(0)).toHaveLength(30)
    expect(new Set(assets(0)).size).toBe(30)
    const first = doc(store).pages[1]?.layers.filter((l) => l.type === 'photo' && l.assetId) ?? []
    const half = (side: 'left' | 'right') =>
      first
        .filter((l) => l.x + l.width / 2 < 297 === (side === 'left'))
        .map((l) => l.type === 'photo' && l.assetId)
    expect(half('left')).toEqual(['up-18', 'up-27'])
    expect(half('right')).toEqual(['up-1'])
    expect(store.getState().scene.pageId).toBe('spread-1')
    valid(store)
    store.getState().undo()
    expect(assets(0)).toEqual([])
  })

  it('keeps a cover photo the shopper chose: every photo goes inside', () => {
    const store = setup()
    store.getState().run(placePhotoInSlot, { pageId: 'cover', layerId: 'cover-photo-1', upload })
    const photos = [photo(1, '2026-01-01T10:00:00Z'), photo(2, '2026-01-02T10:00:00Z')]
    const ran = store.getState().run(autoFillBook, { photos })
    expect(store.getState().rejected).toBeNull()
    expect(ran).toBe(true)
    const cover = doc(store).pages[0]?.layers.find((l) => l.id === 'cover-photo-1')
    expect(cover?.type === 'photo' && cover.assetId).toBe('up-a')
    const inside = doc(store)
      .pages.slice(1)
      .flatMap((p) => p.layers.flatMap((l) => (l.type === 'photo' && l.assetId ? [l.assetId] : [])))
    expect(inside.sort()).toEqual(['up-1', 'up-2'])
  })

  it('lists the face of every caption it adds, even a weight not in use before', () => {
    const store = setup()
    // A photo placed re-lists the faces in use: only the cover title's bold is left.
    store.getState().run(placePhotoInSlot, { pageId: 'cover', layerId: 'cover-photo-1', upload })
    expect(doc(store).fonts).toEqual([{ family: 'Lora', weights: [700], italic: false }])
    const photos = [photo(1, '2026-01-01T10:00:00Z'), photo(2, '2026-01-02T10:00:00Z')]
    expect(store.getState().run(autoFillBook, { photos })).toBe(true)
    const texts = doc(store).pages.flatMap((p) => p.layers.filter((l) => l.type === 'text'))
    expect(texts.some((t) => t.type === 'text' && t.fontWeight === 400)).toBe(true)
    for (const text of texts) {
      if (text.type !== 'text') continue
      expect(doc(store).fonts.find((f) => f.family === text.fontFamily)?.weights).toContain(text.fontWeight)
    }
    valid(store)
  })

  it('fills a second time (more photos uploaded) without putting the cover photo inside as well', () => {
    const store = setup()
    const photos = Array.from({ length: 5 }, (_, i) => photo(i + 1, `2026-01-0${i + 1}T10:00:00Z`))
    expect(store.getState().run(autoFillBook, { photos: photos.slice(0, 3) })).toBe(true)
    expect(store.getState().run(autoFillBook, { photos })).toBe(true)
    const placed = doc(store).pages.flatMap((p) =>
      p.layers.flatMap((l) => (l.type === 'photo' && l.assetId ? [l.assetId] : [])),
    )
    // Each of the five once: the first on the cover (kept), the other four inside.
    expect(placed.sort()).toEqual(['up-1', 'up-2', 'up-3', 'up-4', 'up-5'])
    valid(store)
  })

  it('does nothing without photos', () => {
    expect(setup().getState().run(autoFillBook, { photos: [] })).toBe(false)
  })
})
