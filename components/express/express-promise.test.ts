import { describe, expect, it } from 'vitest'
import de from '@/locales/shop-services/de-DE.json'
import en from '@/locales/shop-services/en-GB.json'
import { expressShopInfo } from '@/lib/shop/sales/checkout/express-shop'
import { expressPromise } from './express-promise'

const at = (iso: string) => new Date(iso)

describe('expressPromise', () => {
  it('says today before the cut-off, with the weekday of the delivery', () => {
    const now = at('2026-11-30T09:30:00+01:00')
    expect(expressPromise(expressShopInfo('DE', now), 'de-DE', now, de.ExpressInfo)).toBe(
      'Express: bis heute 11:00 Uhr bestellt, Lieferung am Di., 1. Dezember',
    )
  })

  it('says tomorrow after the cut-off on a working day', () => {
    const now = at('2026-11-30T15:00:00+01:00')
    expect(expressPromise(expressShopInfo('AT', now), 'de-AT', now, de.ExpressInfo)).toBe(
      'Express: bis morgen 11:00 Uhr bestellt, Lieferung am Mi., 2. Dezember',
    )
  })

  it('names the day over a weekend', () => {
    const now = at('2026-11-28T10:00:00+01:00') // Saturday
    expect(expressPromise(expressShopInfo('DE', now), 'de-DE', now, de.ExpressInfo)).toBe(
      'Express: bis Mo., 30. November, 11:00 Uhr bestellt, Lieferung am Di., 1. Dezember',
    )
  })

  it('gives the US window in English', () => {
    const now = at('2026-11-30T09:30:00+01:00')
    expect(expressPromise(expressShopInfo('US', now), 'en-US', now, en.ExpressInfo)).toBe(
      'Express: order by 11:00 AM GMT+1 today for delivery Wed, December 2 to Fri, December 4',
    )
  })

  it('says nothing where express is not offered', () => {
    const now = at('2026-11-30T09:30:00+01:00')
    expect(expressPromise(expressShopInfo('FR', now), 'de-DE', now, de.ExpressInfo)).toBeNull()
  })
})
