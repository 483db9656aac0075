import { describe, expect, it } from 'vitest'
import { CARRIER_KEYS, CARRIERS, carrierName, carrierOf, trackingUrl } from './carriers'

describe('carriers', () => {
  it.each([
    ['DHL', 'dhl'],
    ['  dhl  ', 'dhl'],
    ['Deutsche Post DHL', 'dhl'],
    ['Österreichische Post', 'post-at'],
    ['post.at', 'post-at'],
    ['Swiss Post', 'post-ch'],
    ['hermes', 'hermes'],
    ['Fahrradkurier Maier', null],
  ])('%s is %s', (name, key) => {
    expect(carrierOf(name)).toBe(key)
  })

  it('fills the tracking number into the carrier page, URL-encoded', () => {
    expect(trackingUrl('DHL', '00340434161234567890')).toBe(
      'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161234567890',
    )
    expect(trackingUrl('ups', '1Z 999&x')).toBe('https://www.ups.com/track?loc=de_DE&tracknum=1Z%20999%26x')
    expect(trackingUrl('Fahrradkurier', '1234')).toBeNull()
  })

  it('every carrier links over https with one place for the number', () => {
    for (const key of CARRIER_KEYS) {
      const url: string = CARRIERS[key].trackingUrl
      expect(url.startsWith('https://')).toBe(true)
      expect(url.split('{tracking}')).toHaveLength(2)
    }
  })

  it('names a known carrier by its display name, an unknown one as written', () => {
    expect(carrierName('post-ch')).toBe('Die Schweizerische Post')
    expect(carrierName('Fahrradkurier')).toBe('Fahrradkurier')
  })
})
