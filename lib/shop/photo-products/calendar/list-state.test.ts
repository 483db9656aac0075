import { describe, expect, it } from 'vitest'
import { calendarListSearch, readCalendarListState } from './list-state'

describe('calendar list URL state', () => {
  it.each([
    [{}, { sort: 'popularity', shown: 12 }, ''],
    [
      { type: 'wall', sort: 'newest', shown: '24' },
      { type: 'wall', sort: 'newest', shown: 24 },
      '?type=wall&sort=newest&shown=24',
    ],
    [
      { type: 'poster', style: ['boho', 'x'], shown: '30' },
      { style: 'boho', sort: 'popularity', shown: 24 },
      '?style=boho&shown=24',
    ],
    [{ sort: 'cheapest', shown: '1e9' }, { sort: 'popularity', shown: 12 }, ''],
    [{ shown: '-12' }, { sort: 'popularity', shown: 12 }, ''],
  ])('reads %o', (params, state, search) => {
    const read = readCalendarListState(params)
    expect(read).toEqual({ type: undefined, style: undefined, ...state })
    expect(calendarListSearch(read)).toBe(search)
  })
})
