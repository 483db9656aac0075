import { describe, expect, it } from 'vitest'
import {
  photobookOverviewSearch,
  photobookOverviewStateOfList,
  readPhotobookOverviewState,
} from './overview-state'

describe('photo book overview URL state', () => {
  it.each([
    [{}, {}],
    [
      { aspectRatio: 'square', style: 'boho' },
      { aspectRatio: 'square', style: 'boho' },
    ],
    [{ aspectRatio: ['portrait', 'square'] }, { aspectRatio: 'portrait' }],
    [{ aspectRatio: 'round', style: '' }, {}],
    [{ aspectRatio: '__proto__', style: 'constructor' }, {}],
  ])('reads %o', (params, state) => {
    expect(readPhotobookOverviewState(params)).toEqual({ aspectRatio: undefined, style: undefined, ...state })
  })
})

describe('photo book overview search', () => {
  it.each([
    [{}, ''],
    [{ aspectRatio: 'square' as const }, '?aspectRatio=square'],
    [{ aspectRatio: 'portrait' as const, style: 'boho' as const }, '?aspectRatio=portrait&style=boho'],
  ])('writes %o as %s and reads it back', (state, search) => {
    expect(photobookOverviewSearch(state)).toBe(search)
    expect(readPhotobookOverviewState(Object.fromEntries(new URLSearchParams(search)))).toEqual({
      aspectRatio: undefined,
      style: undefined,
      ...state,
    })
  })

  it.each([
    [undefined, {}],
    ['aspectRatio=square&style=boho', { aspectRatio: 'square', style: 'boho' }],
    ['?style=boho', { style: 'boho' }],
    // A smuggled target or an unknown filter is dropped: "back" stays our own overview.
    ['aspectRatio=//evil.example&next=https://evil.example', {}],
  ])('reads the list parameter %s', (list, state) => {
    expect(photobookOverviewStateOfList(list)).toEqual({ aspectRatio: undefined, style: undefined, ...state })
  })
})
