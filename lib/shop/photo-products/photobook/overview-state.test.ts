import { describe, expect, it } from 'vitest'
import { readPhotobookOverviewState } from './overview-state'

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
