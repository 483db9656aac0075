import { describe, expect, it } from 'vitest'
import { easterSunday } from '@/lib/model/easter'
import { isoWeek } from './dates'

describe('easterSunday', () => {
  it.each([
    [2024, 3, 31],
    [2025, 4, 20],
    [2026, 4, 5],
    [2027, 3, 28],
    [2028, 4, 16],
    [2029, 4, 1],
    [2038, 4, 25],
  ])('%i: %i/%i', (year, month, day) => {
    expect(easterSunday(year)).toEqual({ month, day })
  })
})

describe('isoWeek', () => {
  it.each([
    [2027, 1, 1, 53], // a Friday: still the last week of 2026
    [2027, 1, 4, 1],
    [2026, 12, 31, 53],
    [2028, 1, 3, 1],
    [2025, 12, 29, 1], // a Monday whose Thursday is in 2026
  ])('%i-%i-%i is week %i', (y, m, d, week) => {
    expect(isoWeek(y, m, d)).toBe(week)
  })
})
