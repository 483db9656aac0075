import { describe, expect, it } from 'vitest'
import { openTestDb } from '@/lib/db/test-db'
import {
  createLoginThrottle,
  createSharedLoginThrottle,
  delayAfter,
  FREE_ATTEMPTS,
  longestWaitMs,
  type LoginThrottle,
} from './throttle'

/** Five free failures on `key`, spread over `throttles` (instances), then a sixth. */
async function sixFailures(throttles: LoginThrottle[], key: string): Promise<void> {
  for (let i = 0; i <= FREE_ATTEMPTS; i++) await throttles[i % throttles.length]?.fail(key, 1_000 + i)
}

describe('the login throttle', () => {
  it('in memory: one process counts its own failures', async () => {
    const throttle = createLoginThrottle()
    await sixFailures([throttle], 'account:a@example.org')
    expect(throttle.waitMs('account:a@example.org', 1_000 + FREE_ATTEMPTS)).toBe(
      delayAfter(FREE_ATTEMPTS + 1),
    )
  })

  it('shared (PostgreSQL): failures made on any instance count together (issue 33 point 2)', async () => {
    const handle = await openTestDb()
    try {
      const a = createSharedLoginThrottle(async () => handle.db)
      const b = createSharedLoginThrottle(async () => handle.db)
      const key = 'account:x@example.org'
      await sixFailures([a, b], key)
      const at = 1_000 + FREE_ATTEMPTS
      expect(await b.waitMs(key, at)).toBe(delayAfter(FREE_ATTEMPTS + 1))
      expect(await longestWaitMs(a, [key, 'address:203.0.113.7'], at)).toBe(delayAfter(FREE_ATTEMPTS + 1))
      await b.succeed(key)
      expect(await a.waitMs(key, at)).toBe(0)
    } finally {
      await handle.close()
    }
  })
})
