import { describe, expect, it } from 'vitest'
import {
  canNext,
  canPrev,
  indexReducer,
  INITIAL_INDEX,
  nextIndex,
  prevIndex,
  wrapIndex,
} from './carousel-index'

describe('carousel index rules', () => {
  it.each([
    [0, 3, 0],
    [3, 3, 0],
    [4, 3, 1],
    [-1, 3, 2],
    [-4, 3, 2],
    [5, 0, 0],
    [2.7, 3, 2],
  ])('wrapIndex(%s, %s) = %s', (index, count, expected) => {
    expect(wrapIndex(index, count)).toBe(expected)
  })

  it('wraps at both ends when infinite', () => {
    expect(nextIndex({ index: 2, count: 3, infinite: true })).toBe(0)
    expect(prevIndex({ index: 0, count: 3, infinite: true })).toBe(2)
    expect(canPrev({ index: 0, count: 3, infinite: true })).toBe(true)
    expect(canNext({ index: 2, count: 3, infinite: true })).toBe(true)
  })

  it.each([
    // index, count, slidesPerGroup, canPrev, canNext
    [0, 5, 1, false, true],
    [1, 5, 1, true, true],
    [4, 5, 1, true, false],
    [3, 5, 2, true, false],
    [2, 5, 2, true, true],
    [0, 1, 1, false, false],
  ])('finite: index %s of %s by %s → prev %s, next %s', (index, count, slidesPerGroup, prev, next) => {
    const position = { index, count, slidesPerGroup, infinite: false }
    expect(canPrev(position)).toBe(prev)
    expect(canNext(position)).toBe(next)
  })

  it('stays put at the ends of a finite carousel', () => {
    expect(nextIndex({ index: 4, count: 5, infinite: false })).toBe(4)
    expect(prevIndex({ index: 0, count: 5, infinite: false })).toBe(0)
    expect(nextIndex({ index: 2, count: 5, slidesPerGroup: 2, infinite: false })).toBe(4)
    expect(prevIndex({ index: 1, count: 5, slidesPerGroup: 2, infinite: false })).toBe(0)
  })

  it('never moves a single slide', () => {
    expect(nextIndex({ index: 0, count: 1, infinite: true })).toBe(0)
    expect(prevIndex({ index: 0, count: 1, infinite: true })).toBe(0)
  })

  it('starts at 0, follows changes and resets when the carousel is replaced', () => {
    expect(INITIAL_INDEX).toBe(0)
    let index = indexReducer(INITIAL_INDEX, { type: 'change', index: 2, count: 3 })
    expect(index).toBe(2)
    index = indexReducer(index, { type: 'change', index: 3, count: 3 })
    expect(index).toBe(0)
    index = indexReducer(2, { type: 'replace' })
    expect(index).toBe(0)
  })
})
