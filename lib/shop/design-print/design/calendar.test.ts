import { describe, expect, it } from 'vitest'
import {
  applyCalendarSpec,
  calendarPageMonth,
  calendarSpecSchema,
  newCalendarDocument,
  type CalendarSpec,
  type CalendarTemplate,
} from './calendar'
import { wallCalendar } from './testing/calendar-fixtures'
import { designDocumentSchema } from './document'

const template: CalendarTemplate = {
  palette: { paper: '#ffffff', ink: '#1f1f1f', accent: '#b91c1c', line: '#d4d4d4' },
  fontFamily: 'Lato',
  photoSlots: 1,
  grid: 'month-grid',
}
const spec = (patch: Parameters<typeof wallCalendar>[0] = {}): CalendarSpec =>
  calendarSpecSchema.parse(wallCalendar(patch))

describe('newCalendarDocument', () => {
  it('cover, 12 month pages and the back, each month with a photo slot and its grid', () => {
    const doc = newCalendarDocument(spec(), template, 'cal-1')
    expect(doc.pages.map((p) => p.role)).toEqual(['front', ...Array(12).fill('month'), 'back'])
    expect(doc.pages[1]?.layers.map((l) => l.type)).toEqual(['photo', 'calendar-grid'])
    expect(doc.format).toMatchObject({
      key: 'calendar-a4-quer',
      trimWidthMm: 297,
      trimHeightMm: 210,
      bleedMm: 3,
    })
    expect(doc.fonts).toEqual([{ family: 'Lato', weights: [400, 700], italic: false }])
    expect(doc.pages[0]?.layers[1]).toMatchObject({ type: 'text', content: '2027' })
  })

  it('a family planner gets the planner grid, four photos where the template has four', () => {
    const planner = spec({ type: 'family-planner', formatType: '200-400', persons: ['Anna', 'Ben'] })
    const doc = newCalendarDocument(planner, { ...template, photoSlots: 4 }, 'cal-2')
    const month = doc.pages[1]
    expect(month?.layers.filter((l) => l.type === 'photo')).toHaveLength(4)
    expect(month?.layers.find((l) => l.type === 'calendar-grid')).toMatchObject({ style: 'planner' })
  })

  it('keeps every layer clear of the spiral binding at the top', () => {
    const doc = newCalendarDocument(spec(), template, 'cal-3')
    for (const page of doc.pages) for (const layer of page.layers) expect(layer.y).toBeGreaterThanOrEqual(12)
  })
})

describe('calendarPageMonth', () => {
  it('derives the month from the page position, crossing the year', () => {
    const doc = newCalendarDocument(spec({ startMonth: 11, months: 14 }), template, 'cal-4')
    expect(calendarPageMonth(doc, 'month-1')).toEqual({ year: 2027, month: 11 })
    expect(calendarPageMonth(doc, 'month-3')).toEqual({ year: 2028, month: 1 })
    expect(calendarPageMonth(doc, 'cover')).toBeNull()
    expect(doc.pages[0]?.layers[1]).toMatchObject({ content: '2027/2028' })
  })
})

describe('applyCalendarSpec', () => {
  const withPhoto = () => {
    const doc = newCalendarDocument(spec(), template, 'cal-5')
    const pages = doc.pages.map((page) =>
      page.id === 'month-2'
        ? {
            ...page,
            layers: page.layers.map((l) =>
              l.type === 'photo'
                ? { ...l, assetId: 'up-1', crop: { x: 0, y: 0, width: 1, height: 0.75 } }
                : l,
            ),
          }
        : page,
    )
    return designDocumentSchema.parse({ ...doc, pages })
  }

  it('a new format keeps the photo on its page with a crop of the new slot aspect', () => {
    const next = applyCalendarSpec(withPhoto(), spec({ formatType: 'a3-hoch' }))
    expect(next.format.key).toBe('calendar-a3-hoch')
    const before = withPhoto().pages[2]?.layers.find((l) => l.type === 'photo')
    const photo = next.pages[2]?.layers.find((l) => l.type === 'photo')
    expect(photo).toMatchObject({ assetId: 'up-1' })
    if (photo?.type !== 'photo' || before?.type !== 'photo') throw new Error('photo expected')
    // The crop's pixels keep the image's aspect and take the new slot's: w·W / (h·H) = slot aspect.
    const imageAspect = ((before.width / before.height) * 0.75) / 1
    const shown = (photo.crop.width * imageAspect) / photo.crop.height
    expect(shown).toBeCloseTo(photo.width / photo.height, 6)
  })

  it('13 months add an empty month page; the year title follows the spec', () => {
    const next = applyCalendarSpec(withPhoto(), spec({ startMonth: 6, months: 13, year: 2028 }))
    expect(next.pages).toHaveLength(15)
    expect(next.pages[0]?.layers[1]).toMatchObject({ content: '2028/2029' })
  })
})
