import { describe, expect, it } from 'vitest'
import { addWorkingDays, expectedDelivery, handOverDay, isWorkingDay, munichTime } from './delivery-date'
import { easterSunday } from '@/lib/model/easter'
import { germanHolidays } from './holidays'

/** Munich wall-clock time → the instant (winter CET = UTC+1, summer CEST = UTC+2). */
const munich = (local: string, offset = '+01:00') => new Date(`${local}${offset}`)

describe('German holidays', () => {
  it.each([
    [2024, { month: 3, day: 31 }],
    [2025, { month: 4, day: 20 }],
    [2026, { month: 4, day: 5 }],
    [2027, { month: 3, day: 28 }],
  ])('Easter %i', (year, expected) => {
    expect(easterSunday(year)).toEqual(expected)
  })

  it('lists the nationwide holidays of 2026', () => {
    expect([...germanHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-01',
      '2026-05-14',
      '2026-05-25',
      '2026-10-03',
      '2026-12-25',
      '2026-12-26',
    ])
  })

  it.each([
    ['2026-11-23', true], // Monday
    ['2026-11-21', false], // Saturday
    ['2026-11-22', false], // Sunday
    ['2026-12-25', false], // Christmas, a Friday
    ['2026-04-03', false], // Good Friday
  ])('%s is a working day: %s', (day, expected) => {
    expect(isWorkingDay(day)).toBe(expected)
  })
})

describe('hand-over and delivery', () => {
  it('reads the Munich clock, not UTC', () => {
    expect(munichTime(new Date('2026-11-22T23:30:00Z'))).toEqual({ day: '2026-11-23', hour: 0, minute: 30 })
    expect(munichTime(new Date('2026-07-01T08:59:00Z'))).toMatchObject({ hour: 10 }) // CEST
  })

  it.each([
    ['Monday 10:59', munich('2026-11-23T10:59'), '2026-11-23'],
    ['Monday 11:00', munich('2026-11-23T11:00'), '2026-11-24'],
    ['Friday afternoon', munich('2026-11-27T15:00'), '2026-11-30'],
    ['Saturday', munich('2026-11-28T09:00'), '2026-11-30'],
    ['Sunday', munich('2026-11-29T09:00'), '2026-11-30'],
    ['Christmas Eve after cut-off', munich('2026-12-24T12:00'), '2026-12-28'],
    ['Maundy Thursday after cut-off', munich('2026-04-02T12:00', '+02:00'), '2026-04-07'],
  ])('hand-over for an order on %s', (_label, now, expected) => {
    expect(handOverDay(now)).toBe(expected)
  })

  it.each([
    // [label, now, method, from, to]
    ['Mon 09:00 standard', munich('2026-11-23T09:00'), 'standard', '2026-11-25', '2026-11-27'],
    [
      'Thu 12:00 standard over the weekend',
      munich('2026-11-26T12:00'),
      'standard',
      '2026-12-01',
      '2026-12-03',
    ],
    ['Mon 10:00 express', munich('2026-11-23T10:00'), 'express', '2026-11-24', '2026-11-24'],
    ['Mon 11:30 express', munich('2026-11-23T11:30'), 'express', '2026-11-25', '2026-11-25'],
    ['Fri 10:00 express → Monday', munich('2026-11-27T10:00'), 'express', '2026-11-30', '2026-11-30'],
    ['Sat express → Tuesday', munich('2026-11-28T10:00'), 'express', '2026-12-01', '2026-12-01'],
    ['Fri 10:00 Saturday express', munich('2026-11-27T10:00'), 'saturday', '2026-11-28', '2026-11-28'],
    [
      'Fri 11:00 Saturday express → next week',
      munich('2026-11-27T11:00'),
      'saturday',
      '2026-12-05',
      '2026-12-05',
    ],
    ['Tue Saturday express', munich('2026-11-24T16:00'), 'saturday', '2026-11-28', '2026-11-28'],
    [
      'Good Friday week Saturday express',
      munich('2026-03-31T10:00', '+02:00'),
      'saturday',
      '2026-04-11',
      '2026-04-11',
    ],
    ['23 Dec standard over Christmas', munich('2026-12-23T12:00'), 'standard', '2026-12-29', '2026-12-31'],
  ] as const)('%s', (_label, now, method, from, to) => {
    expect(expectedDelivery(method, now)).toEqual({ from, to })
  })

  it('adds working days across a holiday', () => {
    expect(addWorkingDays('2026-04-02', 1)).toBe('2026-04-07')
  })
})
