import { describe, expect, it } from 'vitest'
import { clearFlagStoreUnlessFor, FLAG_STORE_KEY, readFlagStore, writeFlagStore } from './store'

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  }
}

describe('flag store', () => {
  it('keeps the page’s features and story and forgets them on the next page', () => {
    const storage = memoryStorage()
    const value = {
      path: '/de/',
      features: { kls_home_teaser_test_KS187: 'on' as const },
      origins: { kls_home_teaser_test_KS187: 'sdk' as const },
      story: { id: 1, slug: 'home' },
    }
    writeFlagStore(storage, value)
    clearFlagStoreUnlessFor(storage, '/de/')
    expect(readFlagStore(storage, '/de/')).toEqual(value)
    expect(readFlagStore(storage, '/de/products/')).toBeNull()
    clearFlagStoreUnlessFor(storage, '/de/products/')
    expect(storage.map.has(FLAG_STORE_KEY)).toBe(false)
  })

  it('ignores malformed content', () => {
    const storage = memoryStorage()
    storage.setItem(FLAG_STORE_KEY, '{"path":"/de/","features":{"x":"maybe"},"story":null}')
    expect(readFlagStore(storage, '/de/')).toBeNull()
    storage.setItem(
      FLAG_STORE_KEY,
      '{"path":"/de/","features":{"x":"on"},"origins":{"x":"somewhere"},"story":null}',
    )
    expect(readFlagStore(storage, '/de/')).toBeNull()
    storage.setItem(FLAG_STORE_KEY, 'not json')
    expect(readFlagStore(storage, '/de/')).toBeNull()
  })
})
