import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearContentIndexForTests, setContentIndex } from '@/lib/routing/content-index'
import { clearResponseCache } from './response-cache'

const KEY = Symbol.for('shop.responseCache')
const store = globalThis as typeof globalThis & { [KEY]?: { clear(): void } }

function fakeCache() {
  const cache = { clear: vi.fn() }
  store[KEY] = cache
  return cache
}

afterEach(() => {
  delete store[KEY]
  clearContentIndexForTests()
  vi.useRealTimers()
})

describe('clearResponseCache', () => {
  it('clears the server’s cache now and once more after Next has applied its revalidation', () => {
    vi.useFakeTimers()
    const cache = fakeCache()
    clearResponseCache()
    expect(cache.clear).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(2_000)
    expect(cache.clear).toHaveBeenCalledTimes(2)
  })

  it('does nothing without a server cache (next dev, tests)', () => {
    expect(() => clearResponseCache()).not.toThrow()
  })
})

describe('the content index', () => {
  it('clears the cache when a story appears or goes away, not when the index is unchanged', () => {
    const cache = fakeCache()
    setContentIndex('card', ['ueber-uns', 'impressum'])
    expect(cache.clear).toHaveBeenCalledTimes(1)
    setContentIndex('card', ['impressum', 'ueber-uns'])
    expect(cache.clear).toHaveBeenCalledTimes(1)
    setContentIndex('card', ['impressum'])
    expect(cache.clear).toHaveBeenCalledTimes(2)
    setContentIndex('card', ['impressum', 'neu'])
    expect(cache.clear).toHaveBeenCalledTimes(3)
  })
})
