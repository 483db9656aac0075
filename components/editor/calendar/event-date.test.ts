import { describe, expect, it } from 'vitest'
import { isValidEventDay, yearOfMonth } from './event-date'

describe('event dates', () => {
  it('finds the year a month falls in, crossing the year', () => {
    const spec = { year: 2027, startMonth: 7, months: 14 as const }
    expect(yearOfMonth(spec, 7)).toBe(2027)
    expect(yearOfMonth(spec, 2)).toBe(2028)
    expect(yearOfMonth({ year: 2027, startMonth: 1, months: 12 }, 12)).toBe(2027)
  })

  it('takes 29 February as a birthday and in a leap year only', () => {
    expect(isValidEventDay(29, 2, undefined)).toBe(true)
    expect(isValidEventDay(29, 2, 2028)).toBe(true)
    expect(isValidEventDay(29, 2, 2027)).toBe(false)
    expect(isValidEventDay(31, 4, undefined)).toBe(false)
    expect(isValidEventDay(31, 12, 2027)).toBe(true)
    expect(isValidEventDay(0, 1, undefined)).toBe(false)
  })
})
