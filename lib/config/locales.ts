/**
 * The locale table of the spec (section 3) as data. Everything locale-dependent — URL segments,
 * currencies, units, message fallbacks — is derived from here so a new locale is one entry.
 */

export const LOCALE_CODES = [
  'de-AT',
  'de-CH',
  'de-DE',
  'de-IT',
  'de-LI',
  'de-LU',
  'en-GB',
  'en-US',
  'es-ES',
  'fr-BE',
  'fr-CH',
  'fr-FR',
  'fr-LU',
  'it-CH',
  'it-IT',
  'nl-BE',
  'nl-NL',
] as const
export type LocaleCode = (typeof LOCALE_CODES)[number]

export const DEFAULT_LOCALE = 'de-DE' satisfies LocaleCode

/** Which locale a locale borrows missing messages from (spec: "Fallbacks"). */
export const LOCALE_FALLBACKS = {
  'de-AT': 'de-DE',
  'de-CH': 'de-DE',
  'de-IT': 'de-DE',
  'de-LI': 'de-DE',
  'de-LU': 'de-DE',
  'en-US': 'en-GB',
  'fr-BE': 'fr-FR',
  'fr-CH': 'fr-FR',
  'fr-LU': 'fr-FR',
  'it-CH': 'it-IT',
  'nl-BE': 'nl-NL',
} as const satisfies Partial<Record<LocaleCode, LocaleCode>>

export const CURRENCIES = { chf: 'CHF', eur: 'EUR', gbp: 'GBP', usd: 'USD' } as const
export type CurrencyKey = keyof typeof CURRENCIES
export type CurrencyCode = (typeof CURRENCIES)[CurrencyKey]

export type LengthUnit = 'cm' | 'in'

/** The country a locale stands for; en-US is served as "com" in the spec's country table. */
export const LOCALE_COUNTRY = {
  'de-AT': 'at',
  'de-CH': 'ch',
  'de-DE': 'de',
  'de-IT': 'it',
  'de-LI': 'li',
  'de-LU': 'lu',
  'en-GB': 'gb',
  'en-US': 'com',
  'es-ES': 'es',
  'fr-BE': 'be',
  'fr-CH': 'ch',
  'fr-FR': 'fr',
  'fr-LU': 'lu',
  'it-CH': 'ch',
  'it-IT': 'it',
  'nl-BE': 'be',
  'nl-NL': 'nl',
} as const satisfies Record<LocaleCode, string>

export function currencyOf(locale: LocaleCode): CurrencyCode {
  if (locale.endsWith('-CH') || locale.endsWith('-LI')) return CURRENCIES.chf
  if (locale === 'en-GB') return CURRENCIES.gbp
  if (locale === 'en-US') return CURRENCIES.usd
  return CURRENCIES.eur
}

export function lengthUnitOf(locale: LocaleCode): LengthUnit {
  return locale === 'en-US' ? 'in' : 'cm'
}

/** The chain of locales whose messages are merged, most specific first. */
export function fallbackChain(locale: LocaleCode): LocaleCode[] {
  const chain: LocaleCode[] = [locale]
  let next: LocaleCode | undefined = (LOCALE_FALLBACKS as Partial<Record<LocaleCode, LocaleCode>>)[locale]
  while (next && !chain.includes(next)) {
    chain.push(next)
    next = (LOCALE_FALLBACKS as Partial<Record<LocaleCode, LocaleCode>>)[next]
  }
  return chain
}

/** Spec: "A locale code is two letters, a dash, two letters." */
/** The language of texts that exist only in German and English (e-mails, labels): en-* is English. */
export function languageOf(locale: string): 'de' | 'en' {
  return locale.startsWith('en') ? 'en' : 'de'
}

export const LOCALE_CODE_PATTERN = /^[a-z]{2}-[A-Z]{2}$/

/**
 * The locales the shop serves, by their URL segment. `shop` locales are the ones with message files.
 * `country` is the visitor-facing country the segment stands for (the country pop-up compares it).
 */
export const SHOP_LOCALES = {
  de: { code: 'de-DE', country: 'DE', language: 'de' },
  at: { code: 'de-AT', country: 'AT', language: 'de' },
  ch: { code: 'de-CH', country: 'CH', language: 'de' },
  us: { code: 'en-US', country: 'US', language: 'en' },
} as const satisfies Record<string, { code: LocaleCode; country: string; language: string }>
export type LocaleSegment = keyof typeof SHOP_LOCALES
export type ShopLocaleCode = (typeof SHOP_LOCALES)[LocaleSegment]['code']
export const LOCALE_SEGMENTS = Object.keys(SHOP_LOCALES) as LocaleSegment[]

/** Locales whose messages are bundled: the shop locales plus the ones they fall back to. */
export const MESSAGE_LOCALES = ['de-DE', 'de-AT', 'de-CH', 'en-GB', 'en-US'] as const
export type MessageLocale = (typeof MESSAGE_LOCALES)[number]

/**
 * Path prefixes that look like a locale in the spec's country table but are not served by a brand:
 * they 404 instead of being treated as a path without a locale. "com" is the legacy en-US prefix.
 */
export const KNOWN_COUNTRY_PREFIXES = [
  'at',
  'be',
  'ch',
  'com',
  'de',
  'es',
  'fr',
  'gb',
  'it',
  'li',
  'lu',
  'nl',
  'us',
] as const

export function isLocaleSegment(value: string): value is LocaleSegment {
  return Object.hasOwn(SHOP_LOCALES, value)
}

export function localeCodeOf(segment: LocaleSegment): ShopLocaleCode {
  return SHOP_LOCALES[segment].code
}

export function segmentOf(code: ShopLocaleCode): LocaleSegment {
  const found = LOCALE_SEGMENTS.find((s) => SHOP_LOCALES[s].code === code)
  if (!found) throw new Error(`No URL segment for locale ${code}`)
  return found
}
