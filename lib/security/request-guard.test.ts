import { describe, expect, it } from 'vitest'
import { forwardedHeaders, refuseCrossSite } from './request-guard'

const SITES = ['http://localhost:3000']

function request(method: string, pathname: string, headers: Record<string, string>) {
  return { method, pathname, protocol: 'http:', headers: new Headers({ host: 'localhost:3000', ...headers }) }
}

describe('refuseCrossSite', () => {
  it('lets same-site posts and every GET through', () => {
    expect(
      refuseCrossSite(request('POST', '/web-api/cart/items', { origin: 'http://localhost:3000' }), SITES),
    ).toBeNull()
    expect(refuseCrossSite(request('GET', '/web-api/cart', {}), SITES)).toBeNull()
  })

  it('answers an API post from another site with a 403 JSON message', async () => {
    const response = refuseCrossSite(
      request('POST', '/web-api/customer-login', { origin: 'https://evil.example' }),
      SITES,
    )
    expect(response?.status).toBe(403)
    const body = await response?.json()
    expect(body.error.message).toMatch(/another website/)
  })

  it('answers a form post to a page without Origin with a 403 page', async () => {
    const response = refuseCrossSite(request('POST', '/de/kasse/', {}), SITES)
    expect(response?.status).toBe(403)
    expect(response?.headers.get('content-type')).toContain('text/html')
    expect(await response?.text()).toContain('403 - Forbidden')
  })
})

describe('forwardedHeaders', () => {
  it('drops x-middleware-subrequest', () => {
    const headers = forwardedHeaders(new Headers({ 'x-middleware-subrequest': 'proxy', accept: 'text/html' }))
    expect(headers.has('x-middleware-subrequest')).toBe(false)
    expect(headers.get('accept')).toBe('text/html')
  })

  it('drops a client’s claim of a shared rendering: only the proxy sets it', () => {
    expect(forwardedHeaders(new Headers({ 'x-shop-shared-render': '1' })).has('x-shop-shared-render')).toBe(
      false,
    )
  })
})
