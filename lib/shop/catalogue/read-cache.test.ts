import { describe, expect, it, vi } from 'vitest'
import type { Db } from '@/lib/db/types'
import { globalSlot } from '@/lib/runtime/process-global'
import { cachedRead, catalogueChanged } from './read-cache'

const dbA = {} as Db
const dbB = {} as Db

describe('cachedRead', () => {
  it('answers the same input from memory until the time is up', async () => {
    let time = 0
    const read = vi.fn(async (_db: Db, input: { page: number }) => input.page * 10)
    const cached = cachedRead(read, { ttlMs: 1000, maxEntries: 10 }, () => time)
    expect(await cached(dbA, { page: 1 })).toBe(10)
    expect(await cached(dbA, { page: 1 })).toBe(10)
    expect(read).toHaveBeenCalledTimes(1)
    time = 1001
    await cached(dbA, { page: 1 })
    expect(read).toHaveBeenCalledTimes(2)
  })

  it('shares one query between concurrent identical requests', async () => {
    const read = vi.fn(async () => 'rows')
    const cached = cachedRead(read)
    await Promise.all(Array.from({ length: 20 }, () => cached(dbA, { occasion: 'wedding' })))
    expect(read).toHaveBeenCalledTimes(1)
  })

  it('keeps databases and inputs apart', async () => {
    const read = vi.fn(async (db: Db, input: string) => `${db === dbA ? 'A' : 'B'}:${input}`)
    const cached = cachedRead(read)
    expect(await cached(dbA, 'x')).toBe('A:x')
    expect(await cached(dbB, 'x')).toBe('B:x')
    expect(await cached(dbA, 'y')).toBe('A:y')
    expect(read).toHaveBeenCalledTimes(3)
  })

  it('does not keep a failed read', async () => {
    let fail = true
    const read = vi.fn(async () => {
      if (fail) throw new Error('database busy')
      return 'ok'
    })
    const cached = cachedRead(read)
    await expect(cached(dbA, 1)).rejects.toThrow('database busy')
    fail = false
    expect(await cached(dbA, 1)).toBe('ok')
  })

  it('drops the oldest entries beyond the cap', async () => {
    const read = vi.fn(async (_db: Db, n: number) => n)
    const cached = cachedRead(read, { ttlMs: 60_000, maxEntries: 2 })
    await cached(dbA, 1)
    await cached(dbA, 2)
    await cached(dbA, 3)
    await cached(dbA, 1)
    expect(read).toHaveBeenCalledTimes(4)
    await cached(dbA, 3)
    expect(read).toHaveBeenCalledTimes(4)
  })

  it('reads again after the catalogue changed', async () => {
    const read = vi.fn(async (_db: Db, n: number) => n)
    const cached = cachedRead(read)
    await cached(dbA, 1)
    await cached(dbA, 1)
    expect(read).toHaveBeenCalledTimes(1)
    catalogueChanged()
    await cached(dbA, 1)
    await cached(dbA, 1)
    expect(read).toHaveBeenCalledTimes(2)
  })
})

describe('catalogueChanged', () => {
  it('also clears the server’s response cache, which holds listings rendered for everyone', () => {
    const serverCache = globalSlot<{ clear(): void }>(Symbol.for('shop.responseCache'))
    const clear = vi.fn()
    serverCache.set({ clear })
    try {
      catalogueChanged()
      expect(clear).toHaveBeenCalled()
    } finally {
      serverCache.set(undefined)
    }
  })
})
