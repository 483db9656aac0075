import { describe, expect, it } from 'vitest'
import {
  calendarPageMonth,
  calendarSpecSchema,
  newCalendarDocument,
} from '@/lib/shop/design-print/design/calendar'
import { calendarGridDrawing } from '@/lib/shop/design-print/design/calendar/grid'
import { wallCalendar } from '@/lib/shop/design-print/design/testing/calendar-fixtures'
import { CALENDAR_DESIGN_GROUPS } from './design-groups'
import { calendarTemplateOf } from './template'

describe('calendarTemplateOf', () => {
  it.each(CALENDAR_DESIGN_GROUPS.map((g) => [g.id, g] as const))(
    'group %i makes a valid calendar in each of its formats',
    (_, group) => {
      for (const formatType of group.formats) {
        const persons = group.type === 'family-planner' ? ['Anna', 'Ben'] : []
        const spec = calendarSpecSchema.parse(
          wallCalendar({
            designGroupId: group.id,
            type: group.type,
            formatType,
            persons,
            mountingType: 'spirale',
          }),
        )
        const doc = newCalendarDocument(spec, calendarTemplateOf(group), `cal-${group.id}`)
        expect(doc.palette.accent).toBe(group.palette[1])
      }
    },
  )
})

describe('every grid of every group fits its layer', () => {
  const LOCALES = [
    ['de-DE', 'DE'],
    ['de-AT', 'AT'],
    ['de-CH', 'CH'],
    ['en-US', 'US'],
  ] as const
  it.each(CALENDAR_DESIGN_GROUPS.map((g) => [g.id, g] as const))(
    'group %i, all formats and shops',
    (_, group) => {
      for (const formatType of group.formats) {
        for (const [locale, country] of LOCALES) {
          const spec = calendarSpecSchema.parse(
            wallCalendar({
              type: group.type,
              formatType,
              locale,
              holidays: { country, region: null },
              startMonth: 7,
              months: 14,
              persons:
                group.type === 'family-planner' ? ['Anna', 'Ben', 'Maximilian', 'Lea', 'Tom', 'Oma'] : [],
              events: [{ month: 12, day: 24, label: 'Heiligabend bei Oma und Opa in Hamburg' }],
            }),
          )
          const doc = newCalendarDocument(spec, calendarTemplateOf(group), 'c')
          for (const page of doc.pages) {
            for (const layer of page.layers) {
              if (layer.type !== 'calendar-grid') continue
              const drawing = calendarGridDrawing(layer, spec, calendarPageMonth(doc, page.id))
              for (const t of drawing.texts) {
                expect(t.x).toBeGreaterThanOrEqual(-1e-6)
                expect(t.x + t.boxWidth).toBeLessThanOrEqual(layer.width + 1e-6)
                expect(t.y).toBeLessThanOrEqual(layer.height + 1e-6)
                expect(t.sizePt).toBeGreaterThanOrEqual(4)
              }
            }
          }
        }
      }
    },
  )
})
