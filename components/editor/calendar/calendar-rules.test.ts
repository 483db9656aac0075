import { describe, expect, it } from 'vitest'
import { calendarChoices } from '@/lib/api/editor/calendar-choices'
import { calendarSpecSchema } from '@/lib/shop/design-print/design/calendar-spec'
import { wallCalendar } from '@/lib/shop/design-print/design/testing/calendar-fixtures'
import { findCalendarDesignGroup } from '@/lib/shop/photo-products/calendar/design-groups'
import { withCalendarOptions } from './calendar-rules'

const choices = calendarChoices(findCalendarDesignGroup(2101)!, 'de-DE')
const spec = calendarSpecSchema.parse(
  wallCalendar({ designGroupId: 2101, formatType: 'a3-hoch', paperType: 'matt', refinementType: 'gold' }),
)

describe('withCalendarOptions', () => {
  it('turns a wall calendar into a family planner of that type’s group, with a first person', () => {
    const planner = choices.types.find((t) => t.key === 'family-planner')!
    const patch = withCalendarOptions(spec, { type: 'family-planner' }, choices, 'Person 1')
    expect(patch).toEqual({ type: 'family-planner', designGroupId: planner.groupId, persons: ['Person 1'] })
    expect(calendarSpecSchema.safeParse({ ...spec, ...patch }).success).toBe(true)
  })

  it('moves size and binding to what the new type is made in', () => {
    const patch = withCalendarOptions(spec, { type: 'table' }, choices, 'Person 1')
    // A table calendar has no A3 but does come with a wire binding: the size moves, the binding stays.
    expect(patch).toMatchObject({ type: 'table', formatType: 'a5-quer' })
    expect(patch).not.toHaveProperty('mountingType')
    const block = {
      ...spec,
      type: 'table' as const,
      formatType: 'a5-quer' as const,
      mountingType: 'holzblock' as const,
    }
    expect(withCalendarOptions(block, { type: 'wall' }, choices, 'P')).toMatchObject({
      mountingType: 'spirale',
    })
  })

  it('drops the foil with the matt paper and the extra months with a January start', () => {
    expect(withCalendarOptions(spec, { paperType: 'standard' }, choices, 'P')).toEqual({
      paperType: 'standard',
      refinementType: 'ohne',
    })
    const july = { ...spec, startMonth: 7, months: 14 as const }
    expect(withCalendarOptions(july, { startMonth: 1 }, choices, 'P')).toEqual({ startMonth: 1, months: 12 })
  })
})
