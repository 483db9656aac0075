import { describe, expect, it } from 'vitest'
import { expectedDelivery } from './delivery-date'
import { expressShopInfo, munichInstant } from './express-shop'

const munich = (local: string, offset = '+01:00') => new Date(`${local}${offset}`)

describe('expressShopInfo', () => {
  it('before the cut-off on a working day: order by 11:00 today, delivered the next working day', () => {
    const now = munich('2026-11-30T09:30') // Monday
    expect(expressShopInfo('DE', now)).toEqual({
      country: 'DE',
      available: true,
      cutoff: { hour: 11, timeZone: 'Europe/Berlin' },
      orderBy: '2026-11-30T10:00:00.000Z',
      delivery: { from: '2026-12-01', to: '2026-12-01' },
      validForSeconds: 90 * 60,
    })
  })

  it('after the cut-off the promise moves to the next working day and holds until its cut-off', () => {
    const info = expressShopInfo('DE', munich('2026-11-27T15:00')) // Friday afternoon
    expect(info.orderBy).toBe('2026-11-30T10:00:00.000Z')
    expect(info.delivery).toEqual({ from: '2026-12-01', to: '2026-12-01' })
    expect(info.validForSeconds).toBe((2 * 24 + 20) * 3600)
  })

  it('uses summer time in summer', () => {
    expect(munichInstant('2026-07-01', 11).toISOString()).toBe('2026-07-01T09:00:00.000Z')
    expect(munichInstant('2026-03-29', 11).toISOString()).toBe('2026-03-29T09:00:00.000Z') // DST day
    expect(munichInstant('2026-10-25', 11).toISOString()).toBe('2026-10-25T10:00:00.000Z')
  })

  it.each([
    munich('2026-11-23T10:59'),
    munich('2026-11-23T11:00'),
    munich('2026-12-24T12:00'),
    munich('2026-04-02T12:00', '+02:00'),
  ])('promises the date the checkout places the order with (%s)', (now) => {
    for (const country of ['DE', 'AT', 'CH', 'US'] as const) {
      expect(expressShopInfo(country, now).delivery).toEqual(expectedDelivery('express', now, country))
    }
  })

  it('is not offered where the config has no express price', () => {
    const info = expressShopInfo('FR', munich('2026-11-30T09:30'))
    expect(info.available).toBe(false)
    expect(info.delivery).toBeNull()
  })

  it('answers just before the cut-off for one second at most', () => {
    expect(expressShopInfo('DE', munich('2026-11-30T10:59:59')).validForSeconds).toBe(1)
  })
})
