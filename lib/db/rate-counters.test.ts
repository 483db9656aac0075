import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countFailure, countHit, forgetCounter, readFailures, sweepExpiredCounters } from './rate-counters'
import { openTestDb } from './test-db'
import type { DbHandle } from './types'

let handle: DbHandle
beforeAll(async () => {
  handle = await openTestDb()
})
afterAll(async () => {
  await handle.close()
})

const at = (ms: number) => new Date(Date.UTC(2026, 10, 28, 12) + ms)

describe('shared rate counters', () => {
  it('count hits in a fixed window and start again after it', async () => {
    const { db } = handle
    expect((await countHit(db, 'w:a', 60_000, at(0))).count).toBe(1)
    expect((await countHit(db, 'w:a', 60_000, at(10))).count).toBe(2)
    const third = await countHit(db, 'w:a', 60_000, at(20))
    expect(third).toEqual({ count: 3, expiresAt: at(60_000) })
    expect((await countHit(db, 'w:b', 60_000, at(20))).count).toBe(1)
    expect(await countHit(db, 'w:a', 60_000, at(60_000))).toEqual({ count: 1, expiresAt: at(120_000) })
  })

  it('start again when the clock went back', async () => {
    await countHit(handle.db, 'w:clock', 1_000, at(5_000))
    expect((await countHit(handle.db, 'w:clock', 1_000, at(0))).count).toBe(1)
  })

  it('lose no hit when many arrive at once', async () => {
    const counts = await Promise.all(
      Array.from({ length: 40 }, () => countHit(handle.db, 'w:burst', 60_000, at(0))),
    )
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    )
  })

  it('keep login failures with the last one, forget them after a while or on demand', async () => {
    const { db } = handle
    await countFailure(db, 'login:x', 3_600_000, at(0))
    await countFailure(db, 'login:x', 3_600_000, at(1_000))
    expect(await readFailures(db, 'login:x', at(2_000))).toEqual({ failures: 2, lastFailureAt: at(1_000) })
    expect(await readFailures(db, 'login:x', at(3_601_000))).toBeUndefined()
    await countFailure(db, 'login:x', 3_600_000, at(3_601_000))
    expect((await readFailures(db, 'login:x', at(3_601_001)))?.failures).toBe(1)
    await forgetCounter(db, 'login:x')
    expect(await readFailures(db, 'login:x', at(3_601_002))).toBeUndefined()
  })

  it('are swept once they mean nothing', async () => {
    const { db } = handle
    await countHit(db, 'sweep:old', 1_000, at(0))
    await countHit(db, 'sweep:new', 60_000, at(0))
    expect(await sweepExpiredCounters(db, at(1_000))).toBeGreaterThanOrEqual(1)
    expect((await countHit(db, 'sweep:new', 60_000, at(1_001))).count).toBe(2)
  })
})
