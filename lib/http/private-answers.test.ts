import { describe, expect, it, vi } from 'vitest'
import { answersPrivately, PUBLIC_API_PATHS } from './private-answers'

vi.mock('server-only', () => ({}))
const { ENDPOINTS } = await import('@/lib/api/endpoints')

/** A concrete path for an endpoint's template, e.g. /web-api/cart/items/{id} → …/items/x1. */
const concrete = (template: string) => template.replace(/\{[^}]+\}/g, 'x1')

describe('private API answers (ADR 0050)', () => {
  it('lists as public only paths of real endpoints', () => {
    const paths = new Set([...ENDPOINTS.map((endpoint) => endpoint.path), '/web-api/openapi.json'])
    for (const path of PUBLIC_API_PATHS) expect(paths, path).toContain(path)
  })

  it.each(ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint.path] as const))(
    '%s',
    (_, path) => {
      expect(answersPrivately(concrete(path))).toBe(!PUBLIC_API_PATHS.includes(path))
    },
  )

  it.each([
    '/web-api/cart',
    '/web-api/cart/items/3',
    '/web-api/customer-data',
    '/web-api/customer-addresses',
    '/web-api/checkout/orders',
    '/web-api/orders/KS-100001/invoice',
    '/web-api/uploads',
    '/web-api/uploads/5/preview',
    '/web-api/guest-lists/7/rows',
    '/web-api/wishlist',
    '/web-api/designs',
    '/web-api/designs/9/preview',
    '/web-api/feature-flags',
    '/web-api/not-an-endpoint',
    '/web-api/health/../cart',
    '/web-api/themesx',
  ])('keeps %s out of shared caches', (path) => {
    expect(answersPrivately(path)).toBe(true)
  })

  it.each([
    '/web-api/themes',
    '/web-api/themes/',
    '/price-api/prices/frame',
    '/web-api/photobook-design-group-set/12',
  ])('leaves %s to the route', (path) => {
    expect(answersPrivately(path)).toBe(false)
  })
})
