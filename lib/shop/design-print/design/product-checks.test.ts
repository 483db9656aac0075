import { describe, expect, it } from 'vitest'
import { calendarSpecSchema, newCalendarDocument, type CalendarTemplate } from './calendar'
import { designDocumentSchema, type DesignDocument } from './document'
import { newPhotobookDocument } from './photobook'
import { wallCalendar } from './testing/calendar-fixtures'
import { sampleDocumentInput } from './testing/fixtures'
import { bookTemplate, digitalBook } from './testing/photobook-fixtures'

const template: CalendarTemplate = {
  palette: { paper: '#ffffff', ink: '#111111', accent: '#aa0000', line: '#dddddd' },
  fontFamily: 'Lato',
  photoSlots: 1,
  grid: 'month-grid',
}
const calendar = () => newCalendarDocument(calendarSpecSchema.parse(wallCalendar()), template, 'c')
const book = () => newPhotobookDocument(digitalBook(), bookTemplate, 'b')
const problems = (doc: unknown) => {
  const result = designDocumentSchema.safeParse(doc)
  return result.success ? '' : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n')
}

describe('calendar documents are what their spec makes', () => {
  it('refuses a month page too few or too many', () => {
    const doc = calendar()
    expect(problems({ ...doc, pages: doc.pages.filter((p) => p.id !== 'month-5') })).toContain(
      'a calendar of 12 months has a cover, 12 month pages and a back',
    )
  })

  it('refuses a format other than the spec’s (sell A4, print A3)', () => {
    const doc = calendar()
    expect(problems({ ...doc, format: { ...doc.format, trimWidthMm: 420, trimHeightMm: 297 } })).toContain(
      'this calendar prints 297 × 210 mm pages',
    )
  })

  it('refuses a month grid on the cover and a grid face not in the fonts', () => {
    const doc = calendar()
    const grid = doc.pages[1]?.layers[1]
    const onCover = {
      ...doc,
      pages: doc.pages.map((p, i) =>
        i === 0 && grid ? { ...p, layers: [...p.layers, { ...grid, id: 'g2' }] } : p,
      ),
    }
    expect(problems(onCover)).toContain('a month-grid calendar grid does not belong on a front page')
    expect(problems({ ...doc, fonts: [] })).toContain('font Lato 400 is not listed')
  })

  it('refuses two product specs in one document', () => {
    const doc: DesignDocument = calendar()
    expect(problems({ ...doc, photobook: digitalBook() })).toContain('a design is one product')
  })
})

describe('photo-book documents are what their spec makes', () => {
  it('refuses a spread of the wrong size and a cover of the wrong width (a thinner spine)', () => {
    const doc = book()
    const pages = doc.pages.map((p, i) => (i === 2 ? { ...p, sizeMm: { width: 500, height: 210 } } : p))
    expect(problems({ ...doc, pages })).toContain('pages.2.sizeMm: this page is 594 × 210 mm')
    const thin = doc.pages.map((p, i) =>
      i === 0 && p.sizeMm ? { ...p, sizeMm: { ...p.sizeMm, width: p.sizeMm.width - 1.5 } } : p,
    )
    expect(problems({ ...doc, pages: thin })).toContain('pages.0.sizeMm')
  })

  it('refuses more spreads than the pages paid for', () => {
    const doc = book()
    const extra = { ...doc.pages[1], id: 'spread-13' }
    expect(problems({ ...doc, pages: [...doc.pages, extra] })).toContain(
      'a book of 24 pages has a cover and 12 spreads',
    )
  })
})

describe('cards stay cards', () => {
  it('a card has at most 8 pages and no calendar grid', () => {
    const card = sampleDocumentInput()
    const pages = Array.from({ length: 9 }, (_, i) => ({ ...card.pages[0], id: `p${i}` }))
    expect(problems({ ...card, pages })).toContain('a design has at most 8 pages')
    const grid = calendar().pages[1]?.layers[1]
    const withGrid = { ...card, pages: card.pages.map((p, i) => (i === 0 ? { ...p, layers: [grid] } : p)) }
    expect(problems(withGrid)).toContain('only a calendar has a calendar grid')
  })
})
