import {
  DEFAULT_LOCALE,
  LOCALE_CODES,
  fallbackChain,
  type LocaleCode,
  type ShopLocaleCode,
} from '@/lib/config/locales'

/**
 * Storyblok field-level translation. A translatable field `headline` has siblings such as
 * `headline__i18n__de-at`; the CDN's `language` parameter picks one. The default language of the
 * space is German (de-DE), so de-DE asks for no language at all.
 */

export const DEFAULT_LANGUAGE = 'default'
const I18N_MARKER = '__i18n__'

/** The CDN `language` for a shop locale: undefined for the default, else the lower-case code. */
export function storyblokLanguage(locale: ShopLocaleCode): string | undefined {
  return locale === DEFAULT_LOCALE ? undefined : locale.toLowerCase()
}

function localeCodeOf(language: string): LocaleCode | undefined {
  return LOCALE_CODES.find((code) => code.toLowerCase() === language)
}

/**
 * The languages to try, most specific first, always ending with the default. It follows the shop's
 * message fallbacks (de-at → default; en-us → en-gb → default). Storyblok itself falls straight
 * back to the default language; the local store deliberately follows the shop instead, so an en-US
 * page without an en-us text shows the British text rather than German.
 */
export function languageChain(language: string | null | undefined): string[] {
  const requested = language?.trim().toLowerCase()
  if (!requested || requested === DEFAULT_LANGUAGE) return [DEFAULT_LANGUAGE]
  const code = localeCodeOf(requested)
  const chain = code
    ? fallbackChain(code)
        .filter((c) => c !== DEFAULT_LOCALE)
        .map((c) => c.toLowerCase())
    : [requested]
  return [...chain, DEFAULT_LANGUAGE]
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isMissing(value: unknown): boolean {
  return value === undefined || value === null || value === ''
}

/** translateFields for a blok or other object, keeping the record type for callers. */
export function translateRecord(
  value: Record<string, unknown>,
  chain: readonly string[],
): Record<string, unknown> {
  const out = translateFields(value, chain)
  return isRecord(out) ? out : {}
}

/**
 * A copy of a content tree with every translatable field resolved along `chain` and every
 * `__i18n__` sibling removed, as the CDN delivers it. An empty translation counts as missing, like
 * an untranslated field in Storyblok's editor.
 */
export function translateFields(value: unknown, chain: readonly string[]): unknown {
  if (Array.isArray(value)) return value.map((item) => translateFields(item, chain))
  if (!isRecord(value)) return value
  const out: Record<string, unknown> = {}
  for (const [key, original] of Object.entries(value)) {
    if (key.includes(I18N_MARKER)) continue
    let picked = original
    for (const lang of chain) {
      if (lang === DEFAULT_LANGUAGE) break
      const translated = value[`${key}${I18N_MARKER}${lang}`]
      if (!isMissing(translated)) {
        picked = translated
        break
      }
    }
    out[key] = translateFields(picked, chain)
  }
  return out
}
