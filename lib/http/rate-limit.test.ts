import { describe, expect, it } from 'vitest'
import { openTestDb } from '@/lib/db/test-db'
import { createRateLimiter, createSharedRateLimiter } from './rate-limit'

describe('createRateLimiter', () => {
  it('allows `limit` requests per window, then answers with the seconds to wait', () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 })
    expect(limiter.check('a', 0)).toEqual({ allowed: true, remaining: 2 })
    expect(limiter.check('a', 1)).toEqual({ allowed: true, remaining: 1 })
    expect(limiter.check('a', 2)).toEqual({ allowed: true, remaining: 0 })
    expect(limiter.check('a', 1_000)).toEqual({ allowed: false, retryAfterSeconds: 59 })
    expect(limiter.check('a', 59_999)).toEqual({ allowed: false, retryAfterSeconds: 1 })
    expect(limiter.check('a', 60_000)).toEqual({ allowed: true, remaining: 2 })
  })

  it('counts keys separately', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000 })
    expect(limiter.check('a', 0).allowed).toBe(true)
    expect(limiter.check('a', 1).allowed).toBe(false)
    expect(limiter.check('b', 2).allowed).toBe(true)
  })

  it('does not lock a key out when the clock goes backwards', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000 })
    limiter.check('a', 5000)
    expect(limiter.check('a', 100).allowed).toBe(true)
  })

  it('bounds the number of tracked keys, dropping expired windows first', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, maxKeys: 3 })
    limiter.check('old', 0)
    limiter.check('b', 900)
    limiter.check('c', 950)
    limiter.check('d', 1000) // "old" has expired and makes room
    expect(limiter.size()).toBe(3)
    expect(limiter.check('b', 1001).allowed).toBe(false)
    limiter.check('e', 1002) // nothing expired: the oldest ("b") is dropped
    expect(limiter.size()).toBe(3)
    expect(limiter.check('c', 1003).allowed).toBe(false)
  })

  it('never grows past the bound', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 100 })
    for (let i = 0; i < 1000; i += 1) limiter.check(`10.0.0.${i}`, i)
    expect(limiter.size()).toBe(100)
  })
})

describe('createSharedRateLimiter', () => {
  it('counts in memory without a shared database, like createRateLimiter', async () => {
    const limiter = createSharedRateLimiter('t', { limit: 1, windowMs: 1000 }, () => undefined)
    expect(await limiter.check('a', 0)).toEqual({ allowed: true, remaining: 0 })
    expect(await limiter.check('a', 1)).toEqual({ allowed: false, retryAfterSeconds: 1 })
  })

  it('allows n in all when several instances count in one database (issue 33 point 2)', async () => {
    const handle = await openTestDb()
    try {
      const store = () => async () => handle.db
      // Two instances: two limiters of the same name, each with its own memory.
      const a = createSharedRateLimiter('shared', { limit: 5, windowMs: 60_000 }, store)
      const b = createSharedRateLimiter('shared', { limit: 5, windowMs: 60_000 }, store)
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => (i % 2 ? a : b).check('203.0.113.7', 1_000)),
      )
      expect(answers.filter((r) => r.allowed)).toHaveLength(5)
      expect(answers.find((r) => !r.allowed)).toEqual({ allowed: false, retryAfterSeconds: 60 })
      // Another limiter name counts its own keys.
      const other = createSharedRateLimiter('other', { limit: 5, windowMs: 60_000 }, store)
      expect((await other.check('203.0.113.7', 1_000)).allowed).toBe(true)
    } finally {
      await handle.close()
    }
  })
})
