import { describe, expect, it } from 'vitest'
import { resolveRequestContext } from '@/lib/routing/resolve-request-context'
import { eventPagePath, RSVP_SHORT_PATH, rsvpShortPath } from '@/lib/shop/events/links'

const input = (pathname: string) => ({
  pathname,
  search: '',
  host: 'localhost:3000',
  acceptLanguage: 'de-DE',
  brandCookie: null,
})

describe('event portal addresses in the routing', () => {
  it('serves /{locale}/event/{slug}/ as an app page even when no content story has that slug', () => {
    const resolution = resolveRequestContext(input(eventPagePath('anna-und-ben-1a2b3c4d5e', 'de-DE')), {
      brandHosts: { 'localhost:3000': 'card' },
      contentExists: () => false,
    })
    expect(resolution).toMatchObject({
      action: 'rewrite',
      internalPath: '/card/de/web/event/anna-und-ben-1a2b3c4d5e',
    })
  })

  it('knows the short link /r/{token} (the proxy passes it to its route, no locale)', () => {
    expect(RSVP_SHORT_PATH.test(rsvpShortPath('AbCdEfGhIjKlMnOpQrStUv'))).toBe(true)
    expect(RSVP_SHORT_PATH.test('/r/')).toBe(false)
    expect(RSVP_SHORT_PATH.test('/de/r/x')).toBe(false)
    expect(RSVP_SHORT_PATH.test('/r/a/b')).toBe(false)
  })
})
