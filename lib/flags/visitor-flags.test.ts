import { randomUUID } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import * as log from '@/lib/log/logger'
import { customerTrafficId } from './traffic-key'

vi.mock('server-only', () => ({}))
const sdk = vi.hoisted(() => ({ keys: [] as string[] }))
vi.mock('./sdk-server', () => ({
  evaluateWithSdk: async (key: string, names: readonly string[]) => {
    sdk.keys.push(key)
    return Object.fromEntries(names.map((name) => [name, 'on']))
  },
}))
const { evaluateVisitorFlags } = await import('./visitor-flags')

afterEach(() => {
  sdk.keys = []
  vi.restoreAllMocks()
})

/**
 * Issue 24 point 7: the visitor key was also the A/B traffic key, sent to the flag provider and
 * written to logs. Both get the traffic id now (ADR 0050), never the key or the customer id.
 */
describe('what the flag provider and the logs learn about a visitor', () => {
  const visitorKey = randomUUID()
  const trafficId = randomUUID()
  const customerId = randomUUID()

  async function evaluate(cookies: Record<string, string>) {
    const lines: unknown[] = []
    const record = (...args: unknown[]) => void lines.push(args)
    vi.spyOn(log, 'logger').mockReturnValue({ info: record, warn: record } as unknown as ReturnType<
      typeof log.logger
    >)
    await evaluateVisitorFlags({
      brand: 'card',
      names: ['kls_sticky_add_to_cart_KS142'],
      cookie: (name) => ({ cookie_consent: 'v1.s1.m0', ...cookies })[name],
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0',
    })
    return JSON.stringify(lines)
  }

  it('a visitor: the traffic id, never the visitor key', async () => {
    const logged = await evaluate({ visitor_key: visitorKey, traffic_id: trafficId })
    expect(sdk.keys).toEqual([trafficId])
    expect(logged).toContain(trafficId)
    expect(logged).not.toContain(visitorKey)
  })

  it('a visitor with only a visitor key is not bucketed by it', async () => {
    const logged = await evaluate({ visitor_key: visitorKey })
    expect(sdk.keys).toEqual([])
    expect(logged).not.toContain(visitorKey)
  })

  it("a customer: the customer's traffic id, never the customer id or the visitor key", async () => {
    const logged = await evaluate({
      visitor_key: visitorKey,
      traffic_id: trafficId,
      customer_key: customerTrafficId(customerId),
    })
    expect(sdk.keys).toEqual([customerTrafficId(customerId)])
    expect(logged).not.toContain(customerId)
    expect(logged).not.toContain(visitorKey)
  })
})
