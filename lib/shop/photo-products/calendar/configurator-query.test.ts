import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { HOLIDAY_REGION_CODES } from '@/lib/shop/design-print/design/calendar/holidays/regions'
import {
  CALENDAR_ACCESSORY_KEYS,
  CALENDAR_LIMITS,
  CALENDAR_PAPER_KEYS,
  CALENDAR_REFINEMENT_KEYS,
  CALENDAR_TYPE_RULES,
  defaultCalendarYear,
  REFINABLE_CALENDAR_PAPERS,
} from './config'
import { calendarSpecSchema } from '@/lib/shop/design-print/design/calendar-spec'
import { queryToObject } from '@/lib/http/query'
import { quoteCalendar } from './pricing'
import { calendarPriceQuerySchema } from './schema'
import {
  calendarConfigOfSpec,
  calendarPriceSearch,
  calendarSpecOf,
  calendarConfigSearch,
  calendarEntrySearch,
  calendarGroupOf,
  readCalendarConfig,
  type CalendarConfig,
} from './configurator-query'
import { CALENDAR_DESIGN_GROUPS, findCalendarDesignGroup } from './design-groups'

/** Next hands the page its query like this: one string per key, an array when a key repeats. */
function paramsOf(search: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  for (const [key, value] of new URLSearchParams(search)) {
    const had = out[key]
    out[key] = had === undefined ? value : Array.isArray(had) ? [...had, value] : [had, value]
  }
  return out
}

const group2101 = findCalendarDesignGroup(2101)!
const NOV_2026 = new Date('2026-11-27T12:00:00Z')

const holidays = fc.oneof(
  fc.constant(null),
  fc.constant({ country: 'US' as const, region: null }),
  ...(['DE', 'AT', 'CH'] as const).map((country) =>
    fc.record({
      country: fc.constant(country),
      region: fc.option(fc.constantFrom(...HOLIDAY_REGION_CODES[country]), { nil: null }),
    }),
  ),
)

/** Every calendar a group offers, as the configurator can produce it. */
const configs = fc.constantFrom(...CALENDAR_DESIGN_GROUPS).chain((group) => {
  const rules = CALENDAR_TYPE_RULES[group.type]
  return fc
    .record({
      formatType: fc.constantFrom(...group.formats),
      mountingType: fc.constantFrom(...rules.mountings),
      paperType: fc.constantFrom(...CALENDAR_PAPER_KEYS),
      refinementType: fc.constantFrom(...CALENDAR_REFINEMENT_KEYS),
      accessoryTypes: fc.subarray([...CALENDAR_ACCESSORY_KEYS]),
      year: fc.integer({ min: CALENDAR_LIMITS.firstYear, max: CALENDAR_LIMITS.lastYear }),
      startMonth: fc.integer({ min: 1, max: 12 }),
      startAsDate: fc.boolean(),
      months: fc.constantFrom(12 as const, 13 as const, 14 as const),
      amount: fc.integer({ min: 1, max: CALENDAR_LIMITS.maxAmount }),
      holidays,
    })
    .map((c): CalendarConfig => ({
      ...c,
      designGroupId: group.id,
      type: group.type,
      refinementType: REFINABLE_CALENDAR_PAPERS.includes(c.paperType) ? c.refinementType : 'ohne',
      months: c.startMonth === 1 ? 12 : c.months,
    }))
})

describe('calendar configurator URL', () => {
  it('round-trips every calendar a group offers, with saved/line and the overview query', () => {
    fc.assert(
      fc.property(
        configs,
        fc.option(fc.uuid(), { nil: undefined }),
        fc.constantFrom(undefined, 'type=wall&sort=newest'),
        (config, saved, list) => {
          const params = paramsOf(calendarConfigSearch(config, { saved, list }))
          const group = calendarGroupOf(params)
          expect(group?.id).toBe(config.designGroupId)
          expect(readCalendarConfig(params, group!, NOV_2026)).toEqual(config)
          expect(params.saved).toBe(saved)
          expect(params.list).toBe(list)
        },
      ),
    )
  })

  it('reads the spec example and writes it back as it came', () => {
    const search =
      '?designGroupId=2101&formatType=a4-quer&mountingType=spirale&paperType=standard&refinementType=ohne&year=2027&startMonth=1&amount=1'
    const config = readCalendarConfig(paramsOf(search), group2101, NOV_2026)
    expect(config).toMatchObject({ formatType: 'a4-quer', year: 2027, startMonth: 1, months: 12 })
    expect(calendarConfigSearch(config)).toBe(search)
  })

  it('keeps a start date as a start date', () => {
    const config = readCalendarConfig(
      paramsOf('?designGroupId=2101&startDate=2027-07-01&months=14'),
      group2101,
    )
    expect(config).toMatchObject({ year: 2027, startMonth: 7, startAsDate: true, months: 14 })
    expect(calendarConfigSearch(config)).toContain('startDate=2027-07-01')
    expect(calendarConfigSearch(config)).not.toContain('year=')
  })

  it('falls back to the group defaults for values it does not offer', () => {
    const config = readCalendarConfig(
      paramsOf(
        '?formatType=a6-hoch&mountingType=holzblock&paperType=x&refinementType=gold&year=2031&startMonth=13&months=13&amount=501&accessoryTypes[]=box&accessoryTypes[]=car&holidays=DE-XX',
      ),
      group2101,
      NOV_2026,
    )
    expect(config).toEqual({
      designGroupId: 2101,
      type: 'wall',
      formatType: group2101.formats[0],
      mountingType: 'spirale',
      paperType: 'standard',
      refinementType: 'ohne',
      accessoryTypes: ['box'],
      year: 2027,
      startMonth: 1,
      startAsDate: false,
      months: 12,
      amount: 1,
      holidays: { country: 'DE', region: null },
    })
  })

  it('keeps foil on matt paper only', () => {
    const params = (paper: string) => paramsOf(`?paperType=${paper}&refinementType=gold`)
    expect(readCalendarConfig(params('matt'), group2101).refinementType).toBe('gold')
    expect(readCalendarConfig(params('glaenzend'), group2101).refinementType).toBe('ohne')
  })

  it('opens the named group, the most popular of a type, or nothing for an unknown id', () => {
    expect(calendarGroupOf({ designGroupId: '2101' })?.id).toBe(2101)
    expect(calendarGroupOf({ designGroupId: '999999' })).toBeNull()
    expect(calendarGroupOf({ designGroupId: '21x' })).toBeNull()
    expect(calendarGroupOf({})?.type).toBe('wall')
    const planner = calendarGroupOf({ designGroupId: '2101', type: 'family-planner' })
    expect(planner?.type).toBe('family-planner')
    const planners = CALENDAR_DESIGN_GROUPS.filter((g) => g.type === 'family-planner')
    expect(planner?.popularity).toBe(Math.max(...planners.map((g) => g.popularity)))
    expect(calendarGroupOf({ designGroupId: '2101', type: 'wall' })?.id).toBe(2101)
  })

  it('opens next year from September, within the years on sale', () => {
    expect(defaultCalendarYear(new Date('2026-08-31T23:00:00Z'))).toBe(2026)
    expect(defaultCalendarYear(NOV_2026)).toBe(2027)
    expect(defaultCalendarYear(new Date('2025-03-01T00:00:00Z'))).toBe(CALENDAR_LIMITS.firstYear)
    expect(defaultCalendarYear(new Date('2028-10-01T00:00:00Z'))).toBe(CALENDAR_LIMITS.lastYear)
  })

  it('on 28 Nov 2026 a new calendar starts in January 2027, and the price asked without a year agrees', () => {
    const today = new Date('2026-11-28T01:00:00Z')
    const config = readCalendarConfig({ designGroupId: '2101' }, group2101, today)
    expect(config).toMatchObject({ year: 2027, startMonth: 1, months: 12 })
    // The editor's price box asks with the year it shows: the answer is for that year.
    const query = calendarPriceQuerySchema.parse(
      queryToObject(new URLSearchParams(calendarPriceSearch(config, 'EUR'))),
    )
    expect(quoteCalendar(query, 'EUR', today)).toMatchObject({ year: 2027 })
    // A price asked without a year (the API's own default) is for the same calendar, not 2026's.
    const { year: _named, ...unnamed } = query
    expect(quoteCalendar(unnamed, 'EUR', today).year).toBe(2027)
    expect(quoteCalendar(unnamed, 'EUR', new Date('2026-05-01T00:00:00Z')).year).toBe(2026)
  })

  it('links a tile to its group with the overview query for the way back', () => {
    expect(calendarEntrySearch(2101)).toBe('?designGroupId=2101')
    expect(calendarEntrySearch(2101, 'type=wall&shown=24')).toBe(
      '?designGroupId=2101&list=type%3Dwall%26shown%3D24',
    )
  })

  it('makes a valid spec of every configuration, in the shop’s locale, and reads it back', () => {
    fc.assert(
      fc.property(
        configs,
        fc.constantFrom('de-DE' as const, 'de-AT' as const, 'de-CH' as const, 'en-US' as const),
        (config, locale) => {
          const spec = calendarSpecSchema.parse(calendarSpecOf(config, locale, ['Person 1']))
          expect(spec.locale).toBe(locale)
          expect(spec.persons).toEqual(config.type === 'family-planner' ? ['Person 1'] : [])
          if (!config.holidays) expect(spec.holidays).toEqual({ country: locale.slice(3), region: null })
          const back = calendarConfigOfSpec(spec, config.amount)
          expect({
            ...back,
            holidays: config.holidays ? back.holidays : null,
            startAsDate: config.startAsDate,
          }).toEqual(config)
        },
      ),
    )
  })

  it('asks the price endpoint for exactly the configured calendar', () => {
    fc.assert(
      fc.property(configs, (config) => {
        const query = calendarPriceQuerySchema.parse(
          queryToObject(new URLSearchParams(calendarPriceSearch(config, 'EUR'))),
        )
        const quote = quoteCalendar(query, 'EUR')
        expect(quote).toMatchObject({
          designGroupId: config.designGroupId,
          formatType: config.formatType,
          mountingType: config.mountingType,
          months: config.months,
          amount: config.amount,
          accessoryTypes: config.accessoryTypes,
        })
      }),
    )
  })
})
