import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'
import { config, proxy } from './proxy'

/** Next matches `config.matcher` against the whole path; this mirrors that with the same pattern. */
const matches = (path: string) => config.matcher.some((pattern) => new RegExp(`^${pattern}$`).test(path))

describe('proxy matcher', () => {
  it.each([
    ['/de/products/', true],
    ['/design-previews', true],
    ['/design-previews/10000/240.webp', false],
    ['/web-api/themes', true],
    ['/generated/teasers/a-desktop-1x.webp', false],
    ['/backoffice', true],
    ['/backoffice/orders/KS-100001', true],
    ['/backoffices', true],
    ['/cms-webhook', false],
    ['/img/teaser/m/320x0', false],
  ])('%s goes through the proxy: %s', (path, routed) => {
    expect(matches(path)).toBe(routed)
  })
})

describe('proxy on API requests (ADR 0050)', () => {
  const KEY = '7d3f1c2a-9b4e-4c1d-8e2f-0a1b2c3d4e5f'
  const api = (path: string, cookie?: string) =>
    proxy(new NextRequest(`http://localhost:3000${path}`, { headers: cookie ? { cookie } : {} }))

  it('keeps answers about a visitor out of shared caches', async () => {
    expect((await api('/web-api/cart')).headers.get('cache-control')).toBe('private, no-store')
    expect((await api('/web-api/orders/KS-100001/invoice')).headers.get('cache-control')).toBe(
      'private, no-store',
    )
    expect((await api('/web-api/themes')).headers.get('cache-control')).toBeNull()
  })

  it('writes a visitor key it can see back HTTP-only', async () => {
    const answer = await api('/web-api/cart', `visitor_key=${KEY}`)
    expect(answer.headers.get('set-cookie')).toMatch(new RegExp(`visitor_key=${KEY};.*HttpOnly`, 'i'))
    expect((await api('/web-api/cart')).headers.get('set-cookie')).toBeNull()
  })

  it('lets the photo library through as a private API answer, not a page', async () => {
    const answer = await api('/customer-picture/get')
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    expect(answer.headers.get('x-middleware-rewrite')).toBeNull()
    expect(answer.headers.get('location')).toBeNull()
  })

  it('never puts the key on a public answer, which a shared cache may keep', async () => {
    expect((await api('/web-api/themes', `visitor_key=${KEY}`)).headers.get('set-cookie')).toBeNull()
  })
})

describe('proxy on the US shop’s pages (issue 27)', () => {
  const page = (path: string) =>
    proxy(new NextRequest(`http://localhost:3000${path}`, { headers: { cookie: 'shop_brand=poster' } }))

  it('moves a German path permanently to its English URL, query kept', async () => {
    const answer = await page('/us/warenkorb?coupon=SUMMER')
    expect(answer.status).toBe(301)
    expect(answer.headers.get('location')).toBe('http://localhost:3000/us/cart?coupon=SUMMER')
  })

  it('serves the English URL from the internal route', async () => {
    const answer = await page('/us/cart')
    expect(answer.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/poster/us/web/warenkorb')
  })

  it('leaves the German shop’s URL alone', async () => {
    const answer = await page('/de/warenkorb')
    expect(answer.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/poster/de/web/warenkorb')
  })
})
