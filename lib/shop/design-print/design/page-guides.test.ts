import { describe, expect, it } from 'vitest'
import { calendarSpecSchema, newCalendarDocument } from './calendar'
import { designDocumentSchema } from './document'
import { pageGuides } from './page-guides'
import { newPhotobookDocument, photobookCoverLayout } from './photobook'
import { photoProductThumbnail } from './photo-product-thumbnail'
import { wallCalendar } from './testing/calendar-fixtures'
import { bookTemplate, digitalBook } from './testing/photobook-fixtures'

const template = {
  palette: { paper: '#ffffff', ink: '#111111', accent: '#aa0000', line: '#dddddd' },
  fontFamily: 'Lato',
  photoSlots: 1,
  grid: 'month-grid',
} as const

describe('pageGuides', () => {
  const book = newPhotobookDocument(digitalBook({ pageCount: 48 }), bookTemplate, 'b')

  it('a spread: the gutter between two safe pages', () => {
    const guides = pageGuides(book, book.pages[1]!)
    expect(guides.lines).toEqual([{ x1: 297, y1: 0, x2: 297, y2: 210, kind: 'gutter' }])
    expect(guides.safeBoxes).toEqual([
      { x: 8, y: 8, width: 281, height: 194 },
      { x: 305, y: 8, width: 281, height: 194 },
    ])
  })

  it('a hard cover: folds at the hinges, the wrap all round, the spine as its own area', () => {
    const cover = photobookCoverLayout(digitalBook({ pageCount: 48 }))
    const guides = pageGuides(book, book.pages[0]!)
    expect(guides.lines.filter((l) => l.kind === 'fold').map((l) => l.x1)).toEqual(cover.foldLinesX)
    expect(guides.lines.filter((l) => l.kind === 'wrap')).toHaveLength(4)
    expect(guides.safeBoxes[1]).toEqual(cover.spine)
  })

  it('a calendar month: the end of the spiral zone and the safe area below it', () => {
    const cal = newCalendarDocument(calendarSpecSchema.parse(wallCalendar()), template, 'c')
    const guides = pageGuides(cal, cal.pages[1]!)
    expect(guides.lines).toEqual([{ x1: 0, y1: 12, x2: 297, y2: 12, kind: 'binding' }])
    expect(guides.safeBoxes).toEqual([{ x: 6, y: 12, width: 285, height: 192 }])
  })
})

describe('photoProductThumbnail', () => {
  it('the largest placed photo of the cover, else of the first page with one', () => {
    const cal = newCalendarDocument(calendarSpecSchema.parse(wallCalendar()), template, 'c')
    expect(photoProductThumbnail(cal).assetId).toBeNull()
    const placed = designDocumentSchema.parse({
      ...cal,
      pages: cal.pages.map((p) =>
        p.id === 'month-3'
          ? { ...p, layers: p.layers.map((l) => (l.type === 'photo' ? { ...l, assetId: 'up-3' } : l)) }
          : p,
      ),
    })
    const thumb = photoProductThumbnail(placed)
    expect(thumb.assetId).toBe('up-3')
    const slot = placed.pages[3]?.layers[0]
    expect(thumb.aspect).toBeCloseTo((slot?.width ?? 0) / (slot?.height ?? 1), 9)
  })
})
