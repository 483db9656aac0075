import { describe, expect, it } from 'vitest'
import { createBoundedMap } from './bounded-map'

describe('createBoundedMap', () => {
  it('keeps at most maxKeys entries, dropping the one least recently set', () => {
    const map = createBoundedMap<number>({ maxKeys: 2 })
    map.set('a', 1, 0)
    map.set('b', 2, 0)
    map.set('a', 3, 0) // a is now the newest
    map.set('c', 4, 0)
    expect(map.size()).toBe(2)
    expect(map.get('b')).toBeUndefined()
    expect(map.get('a')).toBe(3)
    expect(map.get('c')).toBe(4)
  })

  it('drops expired entries before live ones when full', () => {
    const map = createBoundedMap<{ at: number }>({ maxKeys: 2, expired: (e, now) => now - e.at >= 10 })
    map.set('old-but-live', { at: 5 }, 5)
    map.set('expired', { at: 0 }, 5)
    map.set('new', { at: 12 }, 12)
    expect(map.get('expired')).toBeUndefined()
    expect(map.get('old-but-live')).toEqual({ at: 5 })
    expect(map.size()).toBe(2)
  })

  it('forgets a deleted key', () => {
    const map = createBoundedMap<number>({ maxKeys: 5 })
    map.set('a', 1, 0)
    map.delete('a')
    expect(map.get('a')).toBeUndefined()
    expect(map.size()).toBe(0)
  })
})
