import { randomUUID } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import * as log from '@/lib/log/logger'
import { CUSTOMER_KEY_COOKIE } from '@/lib/visitor/visitor-key'
import { reportUserKeyChange, trafficKeyFrom } from './traffic-key'

afterEach(() => vi.restoreAllMocks())

describe('traffic key', () => {
  const visitor = randomUUID()
  const customer = randomUUID()
  const jar = (values: Record<string, string>) => (name: string) => values[name]

  it('is the customer id after login, else the visitor key, else none', () => {
    expect(trafficKeyFrom(jar({ visitor_key: visitor, [CUSTOMER_KEY_COOKIE]: customer }))).toBe(customer)
    expect(trafficKeyFrom(jar({ visitor_key: visitor }))).toBe(visitor)
    expect(trafficKeyFrom(jar({ visitor_key: visitor, [CUSTOMER_KEY_COOKIE]: 'not-a-uuid' }))).toBe(visitor)
    expect(trafficKeyFrom(jar({}))).toBeNull()
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
