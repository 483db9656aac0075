import { NextRequest } from 'next/server'
import { describe, expect, it, vi } from 'vitest'
import { previewReturnPath } from '@/lib/cms/preview'
import { OPEN_REDIRECT_PAYLOADS } from './support/payloads'

/**
 * Issue 8.4: every place that sends a visitor elsewhere keeps them on the shop's origin whatever the
 * request says: the proxy's locale, alias, trailing-slash and flag-override redirects, and the CMS
 * preview's return path. Locations are resolved the way browsers do (WHATWG URL: a backslash is a
 * slash, `//host` is another origin), so `/\evil.example` counts as leaving.
 */
vi.mock('server-only', () => ({}))
const draft = vi.hoisted(() => ({ enabled: false }))
vi.mock('next/headers', () => ({
  draftMode: async () => ({
    isEnabled: draft.enabled,
    enable: () => void (draft.enabled = true),
    disable: () => void (draft.enabled = false),
  }),
}))

const { proxy } = await import('@/proxy')
const cmsPreview = await import('@/app/cms-preview/route')

const ORIGIN = 'http://localhost:3000'

/** Each payload where a path, a path below a locale and a query parameter would carry it. */
const urls = OPEN_REDIRECT_PAYLOADS.flatMap((payload) => {
  const asPath = payload.startsWith('/') ? payload : `/${payload}`
  return [
    `${ORIGIN}${asPath}`,
    `${ORIGIN}${asPath}/`,
    `${ORIGIN}/de${asPath}`,
    `${ORIGIN}/com${asPath}`,
    `${ORIGIN}/de/produkte${asPath}`,
    `${ORIGIN}/de/products${asPath}?flagsDebug=1`,
    `${ORIGIN}${asPath}?flag=x&flagTreatment=on`,
    `${ORIGIN}/?next=${encodeURIComponent(payload)}&returnTo=${encodeURIComponent(payload)}`,
  ]
})

function expectOnOrigin(location: string | null, what: string) {
  if (location === null) return
  expect(new URL(location, ORIGIN).origin, `${what} → ${location}`).toBe(ORIGIN)
}

describe('the proxy', () => {
  it.each(urls)('keeps %s on the origin', async (url) => {
    let request: NextRequest
    try {
      request = new NextRequest(url, { headers: { 'accept-language': 'de-DE' } })
    } catch {
      return // not a URL a client can send
    }
    const response = await proxy(request)
    expect(response.status, url).toBeLessThan(500)
    expectOnOrigin(response.headers.get('location'), url)
    expectOnOrigin(response.headers.get('x-middleware-rewrite'), url)
  })
})

describe('the CMS preview', () => {
  it.each(OPEN_REDIRECT_PAYLOADS)('returns to the shop for path=%s', async (payload) => {
    expect(new URL(previewReturnPath(payload), ORIGIN).origin).toBe(ORIGIN)
    for (const query of [`path=${encodeURIComponent(payload)}`, `path=${payload}`, `path=${payload}&exit`]) {
      const response = await cmsPreview.GET(new NextRequest(`${ORIGIN}/cms-preview?${query}`))
      expect(response.status).toBe(307)
      expectOnOrigin(response.headers.get('location'), query)
    }
  })
})
