import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearContentIndexForTests, setContentIndex } from '@/lib/routing/content-index'
import { globalSlot } from '@/lib/runtime/process-global'
import { clearResponseCache, clearResponseCacheAfterRevalidation } from './response-cache'

/** The callbacks given to Next's after(), run here when a test says the answer has been sent. */
const afterResponse = vi.hoisted((): Array<() => unknown> => [])
vi.mock('next/server', () => ({ after: (callback: () => unknown) => afterResponse.push(callback) }))

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
  afterResponse.length = 0
})

describe('clearResponseCache', () => {
  it('clears the server’s cache once, at once', () => {
    const cache = fakeCache()
    clearResponseCache()
    expect(cache.clear).toHaveBeenCalledTimes(1)
  })

  it('does nothing without a server cache (next dev, RESPONSE_CACHE=off, tests)', () => {
    expect(() => clearResponseCache()).not.toThrow()
  })
})

describe('clearResponseCacheAfterRevalidation', () => {
  it('clears now and once more after the answer, when Next has applied the revalidation', async () => {
    const cache = fakeCache()
    clearResponseCacheAfterRevalidation()
    expect(cache.clear).toHaveBeenCalledTimes(1)
    expect(afterResponse).toHaveLength(1)
    // No timer: nothing happens until the answer has been sent.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(cache.clear).toHaveBeenCalledTimes(1)
    await afterResponse[0]?.()
    expect(cache.clear).toHaveBeenCalledTimes(2)
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
