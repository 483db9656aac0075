import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SHOP_CURRENCIES } from '@/lib/shop/sales/pricing/shop-currency'
import { CALENDAR_ACCESSORY_KEYS, CALENDAR_LIMITS, CALENDAR_PAPER_KEYS, CALENDAR_TYPE_RULES } from './config'
import { CALENDAR_DESIGN_GROUPS } from './design-groups'
import { quoteCalendar, type CalendarOptions } from './pricing'
import { calendarPriceQuerySchema } from './schema'

const optionsArb: fc.Arbitrary<CalendarOptions> = fc.constantFrom(...CALENDAR_DESIGN_GROUPS).chain((group) =>
  fc.record({
    designGroupId: fc.constant(group.id),
    formatType: fc.constantFrom(...group.formats),
    mountingType: fc.constantFrom(...CALENDAR_TYPE_RULES[group.type].mountings),
    paperType: fc.constantFrom(...CALENDAR_PAPER_KEYS),
    refinementType: fc.constant('ohne' as const),
    amount: fc.integer({ min: 1, max: CALENDAR_LIMITS.maxAmount - 1 }),
    accessoryTypes: fc.subarray([...CALENDAR_ACCESSORY_KEYS]),
  }),
)

describe('calendar prices', () => {
  it.each([
    // [group, format, mounting, currency, unit price]
    [2101, 'a4-hoch', 'spirale', 'EUR', 1999],
    [2201, 'a5-quer', 'holzfuss', 'EUR', 1998],
    [2201, '145-145', 'holzblock', 'CHF', 2498],
    [2401, '200-400', 'spirale', 'USD', 2799],
  ] as const)(
    '%i in %s with %s costs %i %s… per piece',
    (designGroupId, formatType, mountingType, currency, unit) => {
      const quote = quoteCalendar(
        {
          designGroupId,
          formatType,
          mountingType,
          paperType: 'standard',
          refinementType: 'ohne',
          amount: 1,
          accessoryTypes: [],
        },
        currency,
      )
      expect(quote.unitPrice).toBe(unit)
      expect(quote.total).toBe(unit)
    },
  )

  it('refuses foil on paper that takes none, naming the field', () => {
    expect(() =>
      quoteCalendar(
        {
          designGroupId: 2101,
          formatType: 'a4-hoch',
          paperType: 'glaenzend',
          refinementType: 'gold',
          amount: 1,
          accessoryTypes: [],
        },
        'EUR',
      ),
    ).toThrow(expect.objectContaining({ options: { status: 422, field: 'refinementType' } }))
  })

  it('totals are the sum of their bands, never negative, and grow with the amount', () => {
    fc.assert(
      fc.property(optionsArb, fc.constantFrom(...SHOP_CURRENCIES), (options, currency) => {
        const quote = quoteCalendar(options, currency)
        expect(quote.total).toBe(quote.lines.reduce((sum, line) => sum + line.total, 0))
        expect(quote.unitPrice).toBe(quote.components.reduce((sum, c) => sum + c.unitPrice, 0))
        expect(quote.total).toBeGreaterThan(0)
        const more = quoteCalendar({ ...options, amount: options.amount + 1 }, currency)
        expect(more.total).toBeGreaterThan(quote.total)
        expect(more.total / more.amount).toBeLessThanOrEqual(quote.total / quote.amount)
      }),
    )
  })

  const a4 = {
    designGroupId: 2101,
    formatType: 'a4-hoch',
    paperType: 'standard',
    refinementType: 'ohne',
    amount: 1,
    accessoryTypes: [],
  } as const

  it.each([
    ['EUR', 13, 1999 + 150],
    ['CHF', 14, 2399 + 2 * 200],
    ['USD', 13, 2199 + 175],
  ] as const)(
    'a %s calendar of %i months from September costs its extra months (%i)',
    (currency, months, unit) => {
      const quote = quoteCalendar({ ...a4, year: 2026, startMonth: 9, months }, currency)
      expect(quote.months).toBe(months)
      expect(quote.unitPrice).toBe(unit)
      expect(quote.components).toContainEqual({
        kind: 'months',
        key: String(months),
        unitPrice: unit - quote.components[0]!.unitPrice,
      })
    },
  )

  it('a 12-month calendar has no months component', () => {
    const quote = quoteCalendar({ ...a4, startMonth: 9 }, 'EUR')
    expect(quote.months).toBe(12)
    expect(quote.components.map((c) => c.kind)).not.toContain('months')
  })

  it.each([
    [{ startMonth: 1, months: 13 }],
    [{ startDate: '2027-01-01', months: 14 }],
    [{ startMonth: 5, months: 15 }],
  ])('refuses %o naming months', (start) => {
    expect(() => quoteCalendar({ ...a4, ...start }, 'EUR')).toThrow(
      expect.objectContaining({ options: { status: 422, field: 'months' } }),
    )
  })
})

describe('calendar price query', () => {
  const base = { designGroupId: '2101', formatType: 'a4-quer' }

  it('reads months, 12 by default', () => {
    expect(calendarPriceQuerySchema.parse(base).months).toBe(12)
    expect(calendarPriceQuerySchema.parse({ ...base, startMonth: '9', months: '14' }).months).toBe(14)
    expect(calendarPriceQuerySchema.parse({ ...base, startDate: '2026-09-01', months: '13' }).months).toBe(13)
  })

  it.each([
    [{ months: '13' }],
    [{ startMonth: '1', months: '14' }],
    [{ startDate: '2027-01-01', months: '13' }],
    [{ startMonth: '9', months: '11' }],
  ])('refuses %o on months', (extra) => {
    const result = calendarPriceQuerySchema.safeParse({ ...base, ...extra })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual(['months'])
  })
})
