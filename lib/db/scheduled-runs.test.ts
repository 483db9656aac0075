import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { claimScheduledRun, finishScheduledRun, renewScheduledRun } from './scheduled-runs'
import { openTestDb } from './test-db'
import type { DbHandle } from './types'

let handle: DbHandle
beforeAll(async () => {
  handle = await openTestDb()
})
afterAll(async () => {
  await handle.close()
})

const t0 = new Date('2026-11-28T12:00:00Z')
const at = (ms: number) => new Date(t0.getTime() + ms)
const HOUR = 3_600_000

describe('scheduled runs across instances', () => {
  it('are claimed by exactly one of many instances asking at once', async () => {
    const claims = await Promise.all(
      Array.from({ length: 6 }, (_, i) => claimScheduledRun(handle.db, 'once', `instance-${i}`, 60_000, t0)),
    )
    expect(claims.filter(Boolean)).toHaveLength(1)
  })

  it('run again only when the period has passed', async () => {
    const { db } = handle
    expect(await claimScheduledRun(db, 'hourly', 'a', 60_000, t0)).toBe(true)
    expect(await finishScheduledRun(db, 'hourly', 'a', HOUR, at(1_000))).toBe(true)
    expect(await claimScheduledRun(db, 'hourly', 'b', 60_000, at(HOUR))).toBe(false)
    expect(await claimScheduledRun(db, 'hourly', 'b', 60_000, at(HOUR + 1_000))).toBe(true)
  })

  it("are taken over after a crashed holder's lease, whose late finish then changes nothing", async () => {
    const { db } = handle
    expect(await claimScheduledRun(db, 'crash', 'dead', 60_000, t0)).toBe(true)
    expect(await claimScheduledRun(db, 'crash', 'alive', 60_000, at(59_999))).toBe(false)
    expect(await claimScheduledRun(db, 'crash', 'alive', 60_000, at(60_000))).toBe(true)
    expect(await finishScheduledRun(db, 'crash', 'dead', HOUR, at(61_000))).toBe(false)
    expect(await renewScheduledRun(db, 'crash', 'dead', 60_000)).toBe(false)
    expect(await finishScheduledRun(db, 'crash', 'alive', HOUR, at(62_000))).toBe(true)
    expect(await claimScheduledRun(db, 'crash', 'dead', 60_000, at(63_000))).toBe(false)
  })
})
