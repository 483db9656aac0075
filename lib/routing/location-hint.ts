import { parseAcceptLanguage } from './accept-language'

/**
 * Where a visitor probably is, for the country pop-up (spec: /api/get-location/), without asking any
 * outside service: the country header of the CDN in front of the shop where the operator said there
 * is one (CDN_COUNTRY_HEADER, believed only behind TRUSTED_PROXIES, which strip a client's copy), else
 * the region of the browser's first language tag that names one ("de-AT" → AT). A hint, never a fact:
 * the pop-up only offers a shop, and the visitor decides.
 */
export type LocationSource = 'cdn' | 'accept-language' | 'none'

export interface LocationHint {
  /** ISO 3166-1 alpha-2 country code, upper case, or null when nothing says. */
  country: string | null
  /** The browser's first language (ISO 639), lower case, or null. */
  language: string | null
  source: LocationSource
}

export interface LocationTrust {
  /** The CDN's country header (e.g. cf-ipcountry, cloudfront-viewer-country); unset: none is read. */
  countryHeader?: string | undefined
  trustedProxies: number
}

const COUNTRY = /^[A-Z]{2}$/
/** Codes CDNs send for "unknown" (XX, ZZ) or for Tor exits (T1): no country at all. */
const NO_COUNTRY = new Set(['XX', 'ZZ', 'T1'])

function cdnCountry(headers: Headers, trust: LocationTrust): string | null {
  // Without a proxy of ours in front the header came from the client: it proves nothing.
  if (!trust.countryHeader || trust.trustedProxies === 0) return null
  const value = headers.get(trust.countryHeader)?.trim().toUpperCase() ?? ''
  return COUNTRY.test(value) && !NO_COUNTRY.has(value) ? value : null
}

export function locationHint(headers: Headers, trust: LocationTrust): LocationHint {
  const tags = parseAcceptLanguage(headers.get('accept-language'))
  const language = tags[0]?.tag.split('-')[0] ?? null
  const cdn = cdnCountry(headers, trust)
  if (cdn) return { country: cdn, language, source: 'cdn' }
  for (const { tag } of tags) {
    const region = tag.split('-')[1]?.toUpperCase()
    if (region && COUNTRY.test(region)) return { country: region, language, source: 'accept-language' }
  }
  return { country: null, language, source: 'none' }
}
