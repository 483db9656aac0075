import { describe, expect, it } from 'vitest'
import { calendarSpecSchema, newCalendarDocument } from '@/lib/shop/design-print/design/calendar'
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
