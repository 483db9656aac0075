import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { readConsentFromCookieHeader } from './consent'
import { contentSecurityPolicy } from '@/lib/security/csp'
import { CONSENT_GATE_SCRIPT, CONSENT_GIVEN_ATTRIBUTE } from './consent-gate'

/** Runs the inline gate against a cookie string; true when it marks <html> (banner hidden). */
function gateHides(cookie: string): boolean {
  const attributes = new Map<string, string>()
  const document = {
    cookie,
    documentElement: { setAttribute: (n: string, v: string) => attributes.set(n, v) },
  }
  new Function('document', CONSENT_GATE_SCRIPT)(document)
  return attributes.has(CONSENT_GIVEN_ATTRIBUTE)
}

describe('the consent gate script', () => {
  it.each([
    '',
    'cookie_consent=',
    'cookie_consent=v0.s1.m1',
    'cookie_consent=v1.s1.m1x',
    'cookie_consent=v1.s2.m0',
    'xcookie_consent=v1.s1.m1',
    'visitor_key=abc; my_cookie_consent=v1.s0.m0',
    'cookie_consent_old=v1.s0.m0',
    'cookie_consent=v1.s1.m1',
    'cookie_consent=v1.s0.m0',
    'visitor_key=abc; cookie_consent=v1.s1.m0',
    'cookie_consent=v1.s0.m1; shop_brand=card',
  ])('agrees with the banner for %j', (cookie) => {
    expect(gateHides(cookie)).toBe(readConsentFromCookieHeader(cookie) !== null)
  })

  it('is allowed by its hash on per-request pages only (a hash would switch off unsafe-inline)', () => {
    const hash = `'sha256-${createHash('sha256').update(CONSENT_GATE_SCRIPT).digest('base64')}'`
    expect(contentSecurityPolicy({ nonce: 'abc' })).toContain(hash)
    expect(contentSecurityPolicy({})).not.toContain('sha256-')
  })

  it('is one short expression without markup that could end the script element', () => {
    expect(CONSENT_GATE_SCRIPT.length).toBeLessThan(200)
    expect(CONSENT_GATE_SCRIPT).not.toMatch(/<|>/)
  })
})
