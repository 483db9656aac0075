import { describe, expect, it } from 'vitest'
import {
  applyOverrideParams,
  hasOverrideParams,
  NO_OVERRIDES,
  overrideRedirect,
  parseOverrideCookie,
  serializeOverrides,
  stripOverrideParams,
} from './overrides'

const apply = (query: string, current = NO_OVERRIDES) =>
  applyOverrideParams(current, new URLSearchParams(query))

describe('flag overrides', () => {
  it.each([
    [
      'flag=kls_sticky_add_to_cart_KS142&flagTreatment=off',
      { forced: { kls_sticky_add_to_cart_KS142: 'off' } },
    ],
    [
      'flag=kls_sticky_add_to_cart_KS142&flagTreatment=ON',
      { forced: { kls_sticky_add_to_cart_KS142: 'on' } },
    ],
    ['flag=unknown_flag&flagTreatment=on', { forced: {} }],
    ['flag=kls_sticky_add_to_cart_KS142&flagTreatment=control', { forced: {} }],
    ['flagsOff=1', { disabled: true }],
    ['flagsOff', { disabled: true }],
    ['flagsDebug=true', { debug: true }],
    ['flagsDebug=maybe', { debug: false }],
  ])('%s', (query, expected) => {
    expect(apply(query)).toMatchObject(expected)
  })

  it('keeps earlier overrides and turns switches off again', () => {
    const first = apply('flag=kls_sticky_add_to_cart_KS142&flagTreatment=off&flagsDebug=1&flagsOff=1')
    const second = apply('flag=voll_star_rating_calendar_VP320&flagTreatment=on&flagsOff=0', first)
    expect(second).toEqual({
      disabled: false,
      debug: true,
      forced: { kls_sticky_add_to_cart_KS142: 'off', voll_star_rating_calendar_VP320: 'on' },
    })
    expect(apply('flag=kls_sticky_add_to_cart_KS142&flagTreatment=reset', second).forced).toEqual({
      voll_star_rating_calendar_VP320: 'on',
    })
  })

  it('round-trips through the cookie and ignores tampered values', () => {
    const overrides = apply('flag=kls_sticky_add_to_cart_KS142&flagTreatment=on&flagsDebug=1')
    expect(parseOverrideCookie(serializeOverrides(overrides))).toEqual(overrides)
    expect(parseOverrideCookie('not json')).toEqual(NO_OVERRIDES)
    expect(parseOverrideCookie('{"disabled":"yes"}')).toEqual(NO_OVERRIDES)
    expect(
      parseOverrideCookie(
        '{"disabled":false,"debug":false,"forced":{"evil":"on","kls_home_teaser_test_KS187":"on"}}',
      ).forced,
    ).toEqual({ kls_home_teaser_test_KS187: 'on' })
  })

  it('detects and strips only its own parameters', () => {
    const url = new URL('http://localhost/de/products/?flagsDebug=1&color=red')
    expect(hasOverrideParams(url.searchParams)).toBe(true)
    expect(stripOverrideParams(url).toString()).toBe('http://localhost/de/products/?color=red')
    expect(hasOverrideParams(new URLSearchParams('color=red'))).toBe(false)
  })
})

describe('overrideRedirect', () => {
  it('stores the parameters and sends the visitor to the clean URL', () => {
    const redirect = overrideRedirect(new URL('http://localhost/de/?flagsDebug=1&utm_source=x'), undefined)
    expect(redirect?.location.toString()).toBe('http://localhost/de/?utm_source=x')
    expect(parseOverrideCookie(redirect?.cookie).debug).toBe(true)
    expect(overrideRedirect(new URL('http://localhost/de/?utm_source=x'), undefined)).toBeNull()
  })
})
