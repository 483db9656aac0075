import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDb } from '@/lib/db/test-db'
import type { DbHandle } from '@/lib/db/types'
import { runIfDue, type ScheduledJobSpec } from './scheduled-job'

let handle: DbHandle
beforeAll(async () => {
  handle = await openTestDb()
})
afterAll(async () => {
  await handle.close()
})

function sweep(name: string, runs: string[], ms = 0): ScheduledJobSpec {
  return {
    name,
    everyMs: 3_600_000,
    leaseMs: 2_000,
    checkMs: 60_000,
    firstCheckMs: 60_000,
    run: async () => {
      runs.push(name)
      await new Promise((resolve) => setTimeout(resolve, ms))
    },
  }
}

describe('a sweep started by every instance (issue 33 point 3)', () => {
  it('runs once per period', async () => {
    const runs: string[] = []
    const spec = sweep('sweep-once', runs)
    const ran = await Promise.all([
      runIfDue(spec, handle.db),
      runIfDue(spec, handle.db),
      runIfDue(spec, handle.db),
    ])
    expect(ran.filter(Boolean)).toHaveLength(1)
    expect(await runIfDue(spec, handle.db)).toBe(false)
    expect(runs).toEqual(['sweep-once'])
  })

  it('is not run a second time while a slow run renews its lease', async () => {
    const runs: string[] = []
    const slow = runIfDue(sweep('sweep-slow', runs, 4_000), handle.db)
    const until = Date.now() + 3_500
    while (Date.now() < until) {
      await runIfDue(sweep('sweep-slow', runs), handle.db)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(await slow).toBe(true)
    expect(runs).toEqual(['sweep-slow'])
  })
})
