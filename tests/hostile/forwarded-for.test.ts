import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { openTestDb } from '@/lib/db/test-db'
import type { DbHandle } from '@/lib/db/types'
import { resetEnvForTests } from '@/lib/env'
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client-address'
import { resetLoggerForTests } from '@/lib/log/logger'
import { testDeps } from '@/lib/shop/customers/testing/customer-test-kit'

/**
 * Issue 24 point 4: "Rotating X-Forwarded-For gives unlimited login, newsletter and error-report
 * attempts." Each request below carries a new X-Forwarded-For, as an attacker would send it, and the
 * client address server/start.mjs took from the socket (the same attacker every time): the limits
 * must hold. Before ADR 0050 the first X-Forwarded-For entry was the client.
 */
vi.mock('server-only', () => ({}))
const state = vi.hoisted(() => ({ deps: undefined as unknown }))
vi.mock('@/lib/api/session/customer-deps', () => ({ customerDeps: async () => state.deps }))
vi.mock('@/lib/visitor/server', () => ({ readVisitorKey: async () => null }))
vi.mock('@/lib/mail/runner', () => ({ kickMailWorker: () => {} }))
vi.mock('@/lib/flags/traffic-key-cookie', () => ({ switchTrafficKey: async () => {} }))

const login = await import('@/app/web-api/customer-login/route')
const subscribe = await import('@/app/web-api/newsletter-subscribe/route')
const clientErrors = await import('@/app/web-api/client-errors/route')

let handle: DbHandle
beforeAll(async () => {
  handle = await openTestDb()
  state.deps = testDeps(handle.db)
  resetEnvForTests({ APP_ENV: 'test', LOG_LEVEL: 'silent' })
  resetLoggerForTests({ write: () => {} })
})
afterAll(async () => {
  resetEnvForTests()
  resetLoggerForTests()
  await handle.close()
})

let rotation = 0
function fromOneAttacker(path: string, body: unknown, attacker: string): Request {
  rotation += 1
  return new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: 'http://localhost:3000',
      'x-forwarded-for': `198.51.${rotation % 250}.${(rotation * 7) % 250}`,
      [CLIENT_ADDRESS_HEADER]: attacker,
    },
    body: JSON.stringify(body),
  })
}

/** The status of each of `count` requests. */
async function statuses(count: number, send: (i: number) => Promise<Response>): Promise<number[]> {
  const result: number[] = []
  for (let i = 0; i < count; i += 1) result.push((await send(i)).status)
  return result
}

describe('a rotating X-Forwarded-For does not escape the limits', () => {
  it('login: the sixth guess from one client is throttled', async () => {
    const seen = await statuses(6, (i) =>
      login.POST(
        fromOneAttacker(
          '/web-api/customer-login',
          { email: `victim${i}@example.com`, password: 'guess guess' },
          '203.0.113.10',
        ),
      ),
    )
    expect(seen.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
    expect(seen[5]).toBe(429)
  })

  it('newsletter: sign-ups past the limit are refused', async () => {
    const seen = await statuses(12, (i) =>
      subscribe.POST(
        fromOneAttacker(
          '/web-api/newsletter-subscribe',
          { email: `reader${i}@example.com`, consent: true },
          '203.0.113.11',
        ),
      ),
    )
    expect(seen).toContain(429)
    expect(seen.at(-1)).toBe(429)
  })

  it('error reports: reports past the limit are refused', async () => {
    const report = {
      message: 'TypeError: x is undefined',
      url: '/de/cart',
      kind: 'error',
      session: 'tab-1',
      channel: 'card',
      locale: 'de-DE',
    }
    const seen = await statuses(31, () =>
      clientErrors.POST(fromOneAttacker('/web-api/client-errors', report, '203.0.113.12')),
    )
    expect(seen.slice(0, 30).every((status) => status === 204)).toBe(true)
    expect(seen[30]).toBe(429)
  })
})
