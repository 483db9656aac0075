import { describe, expect, it } from 'vitest'
import { GET as aspectRatio } from '@/app/web-api/aspect-ratio/route'
import { GET as localizedUrls } from '@/app/web-api/localized-urls/route'
import { GET as initialData } from '@/app/web-api/shop-frontends-initial-data/route'

const get = (
  handler: (r: Request) => Promise<Response>,
  path: string,
  headers: Record<string, string> = {},
) => handler(new Request(`http://localhost:3000${path}`, { headers }))

describe('set-up endpoints', () => {
  it('gives a storefront its brand and locale settings', async () => {
    const card = await (
      await get(initialData, '/web-api/shop-frontends-initial-data', { locale: 'de-CH' })
    ).json()
    expect(card).toMatchObject({
      channel: 'card',
      displayName: 'Kartenstudio',
      flagPrefix: 'kls',
      currency: 'CHF',
      lengthUnit: 'cm',
      trailingSlash: true,
      features: { wishlist: true },
      invoiceMinimum: 2500,
      company: { foundingYear: 2019 },
      support: { hours: { opens: '08:00', closes: '17:00' } },
    })
    const poster = await (
      await get(initialData, '/web-api/shop-frontends-initial-data', { channel: 'poster', locale: 'en-US' })
    ).json()
    expect(poster).toMatchObject({ channel: 'poster', flagPrefix: 'voll', currency: 'USD', lengthUnit: 'in' })
  })

  it('lists the localized URLs of a page and refuses odd paths', async () => {
    const response = await get(localizedUrls, '/web-api/localized-urls?path=products', { channel: 'poster' })
    expect(await response.json()).toEqual({
      urls: {
        'de-DE': 'http://myposter.localhost:3000/de/products',
        'de-AT': 'http://myposter.localhost:3000/at/products',
        'de-CH': 'http://myposter.localhost:3000/ch/products',
        'en-US': 'http://myposter.localhost:3000/us/products',
        'x-default': 'http://myposter.localhost:3000/de/products',
      },
    })
    const bad = await get(localizedUrls, '/web-api/localized-urls?path=%2F%2Fevil.com%3Fx')
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { error: { field: string } }).error.field).toBe('path')
  })

  it('lists the aspect ratios with the shop’s length unit (inches in the US shop, ADR 0066)', async () => {
    expect(await (await get(aspectRatio, '/web-api/aspect-ratio')).json()).toEqual({
      aspectRatios: ['landscape', 'portrait', 'square'],
      lengthUnit: 'cm',
    })
    const us = await get(aspectRatio, '/web-api/aspect-ratio', { channel: 'poster', locale: 'en-US' })
    expect(await us.json()).toMatchObject({ lengthUnit: 'in' })
  })
})
