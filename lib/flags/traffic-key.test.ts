import { randomUUID } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import * as log from '@/lib/log/logger'
import { CUSTOMER_KEY_COOKIE } from '@/lib/visitor/visitor-key'
import { customerTrafficId, reportUserKeyChange, trafficKeyFrom } from './traffic-key'

afterEach(() => vi.restoreAllMocks())

describe('traffic key', () => {
  const visitor = randomUUID()
  const customer = randomUUID()
  const jar = (values: Record<string, string>) => (name: string) => values[name]

  it("is the customer's traffic id after login, else the visitor's traffic id, else none", () => {
    const traffic = randomUUID()
    const signedIn = customerTrafficId(customer)
    expect(trafficKeyFrom(jar({ traffic_id: traffic, [CUSTOMER_KEY_COOKIE]: signedIn }))).toBe(signedIn)
    expect(trafficKeyFrom(jar({ traffic_id: traffic, visitor_key: visitor }))).toBe(traffic)
    expect(trafficKeyFrom(jar({ traffic_id: traffic, [CUSTOMER_KEY_COOKIE]: 'not-a-uuid' }))).toBe(traffic)
    expect(trafficKeyFrom(jar({}))).toBeNull()
  })

  it('is never the visitor key, a credential (ADR 0050)', () => {
    expect(trafficKeyFrom(jar({ visitor_key: visitor }))).toBeNull()
  })

  it('is never the customer id: a customer_key from before ADR 0050 is hashed, into the same bucket', () => {
    const fromLegacy = trafficKeyFrom(jar({ [CUSTOMER_KEY_COOKIE]: customer }))
    expect(fromLegacy).not.toBe(customer)
    expect(fromLegacy).toBe(customerTrafficId(customer))
    expect(fromLegacy).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(customerTrafficId(customer.toUpperCase())).toBe(fromLegacy)
    expect(customerTrafficId(randomUUID())).not.toBe(fromLegacy)
  })

  it('reports a change as "user key changed (history reset)", with keys only under consent', () => {
    const info = vi.fn()
    vi.spyOn(log, 'logger').mockReturnValue({ info } as unknown as ReturnType<typeof log.logger>)
    expect(reportUserKeyChange({ from: visitor, to: customer, reason: 'log-in' }, 'granted')).toBe(true)
    expect(info).toHaveBeenLastCalledWith(
      {
        flags: expect.objectContaining({ historyReset: true, reason: 'log-in', from: visitor, to: customer }),
      },
      'user key changed (history reset)',
    )
    reportUserKeyChange({ from: customer, to: visitor, reason: 'log-out' }, 'unknown')
    expect(info.mock.lastCall?.[0].flags).not.toHaveProperty('from')
    expect(reportUserKeyChange({ from: visitor, to: visitor, reason: 'log-in' }, 'granted')).toBe(false)
    expect(info).toHaveBeenCalledTimes(2)
  })
})
