import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearContentIndexForTests, setContentIndex } from '@/lib/routing/content-index'
import { globalSlot } from '@/lib/runtime/process-global'
import { clearResponseCache } from './response-cache'

// The slot server/response-cache.mjs fills in the production server.
const serverCache = globalSlot<{ clear(): void }>(Symbol.for('shop.responseCache'))

function fakeCache() {
  const cache = { clear: vi.fn() }
  serverCache.set(cache)
  return cache
}

afterEach(() => {
  serverCache.set(undefined)
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
