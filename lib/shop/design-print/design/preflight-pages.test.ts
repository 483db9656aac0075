import { describe, expect, it } from 'vitest'
import { calendarSpecSchema, newCalendarDocument, type CalendarTemplate } from './calendar'
import { designDocumentSchema, type DesignDocument } from './document'
import type { Layer } from './layers'
import { newPhotobookDocument, SPINE_TEXT_ID } from './photobook'
import { preflight } from './preflight'
import { wallCalendar } from './testing/calendar-fixtures'
import { bookTemplate, digitalBook } from './testing/photobook-fixtures'

const template: CalendarTemplate = {
  palette: { paper: '#ffffff', ink: '#111111', accent: '#aa0000', line: '#dddddd' },
  fontFamily: 'Lato',
  photoSlots: 1,
  grid: 'month-grid',
}
const edit = (doc: DesignDocument, pageId: string, fn: (layers: Layer[]) => Layer[]) =>
  designDocumentSchema.parse({
    ...doc,
    pages: doc.pages.map((p) => (p.id === pageId ? { ...p, layers: fn(p.layers) } : p)),
  })
const codes = (doc: DesignDocument, code: string) => preflight(doc).filter((i) => i.code === code)
const fillAll = (doc: DesignDocument) =>
  designDocumentSchema.parse({
    ...doc,
    pages: doc.pages.map((p) => ({
      ...p,
      layers: p.layers.map((l) => (l.type === 'photo' ? { ...l, assetId: 'up-1' } : l)),
    })),
  })

describe('photo book pages', () => {
  it('reports each blank half of a spread, and no empty captions', () => {
    const doc = newPhotobookDocument(digitalBook(), bookTemplate, 'b')
    const blank = codes(doc, 'blank-page').filter((i) => i.pageId === 'spread-1')
    expect(blank.map((i) => i.detail?.side)).toEqual(['left', 'right'])
    expect(blank[0]?.layerId).toBeNull()
    expect(codes(doc, 'empty-text')).toEqual([])
    expect(codes(fillAll(doc), 'blank-page')).toEqual([])
  })

  it('text across the gutter is in the binding', () => {
    const doc = fillAll(newPhotobookDocument(digitalBook(), bookTemplate, 'b'))
    const across = edit(doc, 'spread-1', (layers) => [
      ...layers,
      { ...(doc.pages[0]?.layers[1] as Layer), id: 'gutter-text', x: 250, y: 100, width: 100, height: 10 },
    ])
    expect(codes(across, 'text-in-binding').map((i) => i.layerId)).toEqual(['gutter-text'])
  })

  it("text beside the gutter, outside its page half's safe area, is reported (the canvas draws it so)", () => {
    const doc = fillAll(newPhotobookDocument(digitalBook(), bookTemplate, 'b'))
    const text = { ...(doc.pages[0]?.layers[1] as Layer), x: 0, y: 100, width: 60, height: 10 }
    const W = 297
    const near = edit(doc, 'spread-1', (layers) => [
      ...layers,
      { ...text, id: 'near-gutter', x: W + 2 },
      { ...text, id: 'left-near-gutter', x: W - 62 },
      { ...text, id: 'kept', x: W + 20 },
    ])
    expect(codes(near, 'text-outside-safe-area').map((i) => i.layerId)).toEqual([
      'near-gutter',
      'left-near-gutter',
    ])
    expect(codes(near, 'text-in-binding')).toEqual([])
  })

  it('a spine text on a spine under 6 mm is an error; in the hinge or the wrap a warning', () => {
    const thick = fillAll(newPhotobookDocument(digitalBook({ pageCount: 48 }), bookTemplate, 'b'))
    expect(codes(thick, 'spine-too-narrow')).toEqual([])
    const spine = thick.pages[0]?.layers.find((l) => l.id === SPINE_TEXT_ID) as Layer
    const thin = fillAll(newPhotobookDocument(digitalBook(), bookTemplate, 'b'))
    const withSpine = edit(thin, 'cover', (layers) => [...layers, { ...spine, x: spine.x - 0.75 }])
    expect(codes(withSpine, 'spine-too-narrow')).toMatchObject([
      { severity: 'error', layerId: SPINE_TEXT_ID },
    ])
    const title = thick.pages[0]?.layers.find((l) => l.id === 'cover-title') as Layer
    const inWrap = edit(thick, 'cover', (layers) => [...layers, { ...title, id: 'wrap-text', y: 2 }])
    expect(codes(inWrap, 'text-in-binding').map((i) => i.layerId)).toEqual(['wrap-text'])
  })
})

describe('calendar pages', () => {
  const calendar = () => newCalendarDocument(calendarSpecSchema.parse(wallCalendar()), template, 'c')

  it('text in the spiral binding zone is reported; the generated pages keep clear of it', () => {
    const doc = fillAll(calendar())
    expect(codes(doc, 'text-in-binding')).toEqual([])
    const title = doc.pages[0]?.layers[1] as Layer
    const top = edit(doc, 'month-1', (layers) => [...layers, { ...title, id: 'top-text', y: 4 }])
    expect(codes(top, 'text-in-binding').map((i) => i.layerId)).toEqual(['top-text'])
  })

  it('a calendar page with nothing printed is blank; a month with its grid is not', () => {
    const doc = edit(calendar(), 'month-2', () => [])
    expect(codes(doc, 'blank-page').map((i) => i.pageId)).toEqual(['month-2'])
  })
})

describe('calendar grid glyphs', () => {
  it('a person or date the grid face cannot print is a missing-glyphs error on the grid', () => {
    const spec = calendarSpecSchema.parse(
      wallCalendar({ type: 'family-planner', formatType: '200-400', persons: ['Анна', 'Ben'] }),
    )
    const doc = newCalendarDocument(spec, { ...template, grid: 'planner' }, 'c')
    const issues = codes(doc, 'missing-glyphs')
    expect(issues).toHaveLength(12)
    expect(issues[0]).toMatchObject({ layerId: 'month-1-grid', severity: 'error' })
    expect(issues[0]?.detail?.chars).toEqual(['А', 'н', 'а'])
  })
})
