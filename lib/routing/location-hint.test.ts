import { describe, expect, it } from 'vitest'
import { locationHint, type LocationTrust } from './location-hint'

const behindCdn: LocationTrust = { countryHeader: 'cf-ipcountry', trustedProxies: 1 }
const direct: LocationTrust = { countryHeader: 'cf-ipcountry', trustedProxies: 0 }
const plain: LocationTrust = { trustedProxies: 1 }
const hint = (headers: Record<string, string>, trust: LocationTrust) =>
  locationHint(new Headers(headers), trust)

describe('locationHint', () => {
  it.each([
    [
      { 'accept-language': 'de-AT,de;q=0.9' },
      plain,
      { country: 'AT', language: 'de', source: 'accept-language' },
    ],
    [
      { 'accept-language': 'de,en-US;q=0.7' },
      plain,
      { country: 'US', language: 'de', source: 'accept-language' },
    ],
    [
      { 'accept-language': 'fr;q=0.1,en-GB' },
      plain,
      { country: 'GB', language: 'en', source: 'accept-language' },
    ],
    [{ 'accept-language': 'de' }, plain, { country: null, language: 'de', source: 'none' }],
    [{ 'accept-language': 'zh-Hant-TW' }, plain, { country: null, language: 'zh', source: 'none' }],
    [{}, plain, { country: null, language: null, source: 'none' }],
    [
      { 'cf-ipcountry': 'ch', 'accept-language': 'de-DE' },
      behindCdn,
      { country: 'CH', language: 'de', source: 'cdn' },
    ],
  ])('%j', (headers, trust, expected) => {
    expect(hint(headers, trust)).toEqual(expected)
  })

  it('ignores a country header the client sent itself (no trusted proxy in front)', () => {
    expect(hint({ 'cf-ipcountry': 'CH', 'accept-language': 'de-DE' }, direct)).toMatchObject({
      country: 'DE',
      source: 'accept-language',
    })
  })

  it('reads no header the operator did not name', () => {
    expect(hint({ 'cf-ipcountry': 'CH' }, plain).source).toBe('none')
  })

  it.each(['XX', 'T1', 'ZZ', 'DEU', '<b>', ''])('treats the CDN value %j as no country', (value) => {
    expect(hint({ 'cf-ipcountry': value, 'accept-language': 'de-AT' }, behindCdn)).toMatchObject({
      country: 'AT',
      source: 'accept-language',
    })
  })
})
