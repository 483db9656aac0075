import { describe, expect, it } from 'vitest'
import { flagConsentStatus, parseConsent, readConsentFromCookieHeader, serializeConsent } from './consent'

describe('consent', () => {
  it.each([
    [{ statistics: true, marketing: true }, 'v1.s1.m1'],
    [{ statistics: false, marketing: false }, 'v1.s0.m0'],
    [{ statistics: true, marketing: false }, 'v1.s1.m0'],
  ])('round-trips %j', (choice, serialized) => {
    expect(serializeConsent(choice)).toBe(serialized)
    expect(parseConsent(serialized)).toEqual(choice)
  })

  it.each([undefined, null, '', 'v2.s1.m1', 'v1.s1', 'yes', 'v1.s2.m0'])('does not read %j', (value) => {
    expect(parseConsent(value)).toBeNull()
  })

  it('maps the choice to the flag client state', () => {
    expect(flagConsentStatus(null)).toBe('unknown')
    expect(flagConsentStatus({ statistics: true, marketing: false })).toBe('granted')
    expect(flagConsentStatus({ statistics: false, marketing: true })).toBe('declined')
  })

  it('finds the cookie in a header', () => {
    expect(readConsentFromCookieHeader('a=1; cookie_consent=v1.s0.m1; b=2')).toEqual({
      statistics: false,
      marketing: true,
    })
    expect(readConsentFromCookieHeader('a=1')).toBeNull()
  })
})
