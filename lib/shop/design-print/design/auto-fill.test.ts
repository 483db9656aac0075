import { describe, expect, it } from 'vitest'
import {
  applyAutoFill,
  applyCalendarFill,
  planAutoFill,
  planCalendarFill,
  type AutoFillPhoto,
} from './auto-fill'
import { calendarSpecSchema, newCalendarDocument } from './calendar'
import { checkDocument } from './document-checks'
import { newPhotobookDocument } from './photobook'
import { PAGE_LAYOUTS } from './photobook-layouts'
import { wallCalendar } from './testing/calendar-fixtures'
import { bookTemplate, digitalBook } from './testing/photobook-fixtures'

const photo = (i: number, patch: Partial<AutoFillPhoto> = {}): AutoFillPhoto => ({
  id: `p${i}`,
  widthPx: 3000,
  heightPx: 2000,
  capturedAt: null,
  uploadedAt: `2027-05-01T10:00:${String(i).padStart(2, '0')}Z`,
  ...patch,
})
const set = (n: number, patch: (i: number) => Partial<AutoFillPhoto> = () => ({})) =>
  Array.from({ length: n }, (_, i) => photo(i, patch(i)))

describe('planAutoFill', () => {
  it('120 photos over 48 pages: 2–3 a page, each once, in capture order', () => {
    const photos = set(120, (i) => ({ capturedAt: `2027-01-01T00:${String(119 - i).padStart(2, '0')}:00Z` }))
    const plan = planAutoFill(photos, 48)
    expect(plan.pages).toHaveLength(48)
    const ids = plan.pages.flatMap((p) => p.photoIds)
    expect(new Set(ids).size).toBe(120)
    expect(ids[0]).toBe('p119') // taken first
    for (const page of plan.pages) {
      expect([2, 3]).toContain(page.photoIds.length)
      expect(PAGE_LAYOUTS[page.layout].photos).toBe(page.photoIds.length)
    }
    expect(plan.unused).toEqual([])
  })

  it('photos without a capture date count by their upload time', () => {
    const plan = planAutoFill([photo(2), photo(1, { capturedAt: '2026-01-01T00:00:00Z' }), photo(0)], 3)
    expect(plan.pages.map((p) => p.photoIds)).toEqual([['p1'], ['p0'], ['p2']])
  })

  it('fewer photos than pages: evenly spaced blank pages, the book opening with a photo', () => {
    const plan = planAutoFill(set(2), 4)
    expect(plan.pages.map((p) => p.photoIds.length)).toEqual([1, 0, 1, 0])
    expect(plan.pages[1]?.layout).toBe('text-only')
    // Eight photos in a 24-page book: page 1 holds the first (the spread shown after the fill is not
    // empty), the blank pages fall between the photos, none at the end.
    const counts = planAutoFill(set(8), 24).pages.map((p) => p.photoIds.length)
    expect(counts.slice(0, 7)).toEqual([1, 0, 0, 1, 0, 0, 1])
    expect(counts.filter((c) => c === 1)).toHaveLength(8)
  })

  it('more than six a page: the latest are left unused', () => {
    const plan = planAutoFill(set(30), 4)
    expect(plan.pages.every((p) => p.photoIds.length === 6)).toBe(true)
    expect(plan.unused).toEqual(['p24', 'p25', 'p26', 'p27', 'p28', 'p29'])
  })

  it('picks the layout whose slots fit the photos: two portraits side by side, two panoramas stacked', () => {
    const portraits = [
      photo(0, { widthPx: 2000, heightPx: 3000 }),
      photo(1, { widthPx: 2000, heightPx: 3000 }),
    ]
    expect(planAutoFill(portraits, 1).pages[0]?.layout).toBe('p2-columns')
    const panoramas = [
      photo(0, { widthPx: 4000, heightPx: 1500 }),
      photo(1, { widthPx: 4000, heightPx: 1500 }),
    ]
    expect(planAutoFill(panoramas, 1).pages[0]?.layout).toBe('p2-rows')
  })

  it('is deterministic', () => {
    const photos = set(37, (i) => ({ widthPx: 1000 + ((i * 373) % 2000) }))
    expect(planAutoFill(photos, 24)).toEqual(planAutoFill([...photos], 24))
  })
})

describe('applyAutoFill', () => {
  it('lays the plan into the spreads, page 1 on the left of spread 1, crops covering the slots', () => {
    const doc = newPhotobookDocument(digitalBook(), bookTemplate, 'b')
    const photos = set(60)
    const next = applyAutoFill(doc, planAutoFill(photos, 24), photos)
    const placed = next.pages.slice(1).flatMap((p) => p.layers.filter((l) => l.type === 'photo' && l.assetId))
    expect(placed).toHaveLength(60)
    const first = next.pages[1]?.layers.find((l) => l.type === 'photo' && l.assetId === 'p0')
    expect((first?.x ?? 999) + (first?.width ?? 0) / 2).toBeLessThan(297)
    for (const layer of placed) {
      if (layer.type !== 'photo') continue
      const shown = (layer.crop.width * 3000) / (layer.crop.height * 2000)
      expect(shown).toBeCloseTo(layer.width / layer.height, 6)
    }
  })

  it('lists the face of every caption it adds: the book passes the document check', () => {
    const base = newPhotobookDocument(digitalBook(), bookTemplate, 'b')
    // Only the cover title's face is listed (a photo placed re-lists the faces in use): the caption's
    // regular weight is not, and a document with a text in an unlisted face is refused.
    const title = base.pages[0]?.layers.find((l) => l.type === 'text')
    if (title?.type !== 'text') throw new Error('title expected')
    const doc = { ...base, fonts: [{ family: title.fontFamily, weights: [title.fontWeight], italic: false }] }
    const photos = set(3)
    const next = applyAutoFill(doc, planAutoFill(photos, 24), photos)
    const texts = next.pages.flatMap((p) => p.layers.filter((l) => l.type === 'text'))
    expect(texts.length).toBeGreaterThan(1)
    for (const text of texts) {
      if (text.type !== 'text') continue
      const font = next.fonts.find((f) => f.family === text.fontFamily)
      expect(font?.weights).toContain(text.fontWeight)
    }
    expect(checkDocument(next)).toEqual([])
  })

  it('keeps faces in the crop', () => {
    const doc = newPhotobookDocument(digitalBook(), bookTemplate, 'b')
    const tall = [photo(0, { faces: [{ x: 0.9, y: 0.4, width: 0.08, height: 0.12 }] })]
    const next = applyAutoFill(doc, { pages: [{ layout: 'p2-columns', photoIds: ['p0'] }], unused: [] }, tall)
    const slot = next.pages[1]?.layers.find((l) => l.type === 'photo' && l.assetId === 'p0')
    if (slot?.type !== 'photo') throw new Error('photo expected')
    expect(slot.crop.x + slot.crop.width).toBeGreaterThanOrEqual(0.98)
  })
})

describe('planCalendarFill', () => {
  const doc = () =>
    newCalendarDocument(
      calendarSpecSchema.parse(wallCalendar()),
      {
        palette: { paper: '#ffffff', ink: '#111111', accent: '#aa0000', line: '#dddddd' },
        fontFamily: 'Lato',
        photoSlots: 1,
        grid: 'month-grid',
      },
      'c',
    )

  it('a photo taken in March goes to March; the cover takes the first of the rest', () => {
    const photos = [
      photo(0, { capturedAt: '2025-03-14T09:00:00Z' }),
      photo(1, { capturedAt: '2025-01-02T09:00:00Z' }),
      photo(2, { capturedAt: '2024-12-24T09:00:00Z' }),
    ]
    const plan = planCalendarFill(photos, doc())
    const where = Object.fromEntries(plan.slots.map((s) => [s.photoId, s.pageId]))
    expect(where).toEqual({ p0: 'month-3', p1: 'month-1', p2: 'month-12' })
    const more = planCalendarFill([...photos, photo(3)], doc())
    expect(more.slots.find((s) => s.photoId === 'p3')?.pageId).toBe('cover')
  })

  it('no repeats, empty slots where photos run out, the rest unused', () => {
    const few = planCalendarFill(set(5), doc())
    expect(few.slots).toHaveLength(5)
    expect(new Set(few.slots.map((s) => s.photoId)).size).toBe(5)
    const many = planCalendarFill(set(20), doc())
    expect(many.slots).toHaveLength(13)
    expect(many.unused).toHaveLength(7)
    const filled = applyCalendarFill(doc(), many, set(20))
    expect(
      filled.pages.slice(0, 13).every((p) => p.layers.some((l) => l.type === 'photo' && l.assetId)),
    ).toBe(true)
  })
})
