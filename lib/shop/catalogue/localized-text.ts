import { z } from 'zod'
import type { Names } from '@/lib/config/catalog'
import { DEFAULT_LOCALE, LOCALE_CODES, fallbackChain, type LocaleCode } from '@/lib/config/locales'
import type { LocalizedText } from '@/lib/db/schema'
import { regionalSpelling } from '@/lib/i18n/spelling'

/**
 * The jsonb shape of translatable catalogue fields. Parsed on read because jsonb is whatever was
 * written: a typo in a locale key or an empty string should fail loudly here, not render as a blank.
 * de-DE is required (the database enforces it too) because it is the last step of every fallback.
 */
export const localizedTextSchema = z
  .partialRecord(z.enum(LOCALE_CODES), z.string().trim().min(1))
  .refine((text) => text[DEFAULT_LOCALE] !== undefined, { message: `needs a ${DEFAULT_LOCALE} text` })
  .describe(
    'Text per locale code, e.g. {"de-DE": "Karten", "en-GB": "Cards"}',
  ) satisfies z.ZodType<LocalizedText>

/**
 * The locales to try for `locale`, most specific first: its fallbackChain (de-AT -> de-DE,
 * en-US -> en-GB), then the shop's default locale as the last resort.
 */
export function lookupOrder(locale: LocaleCode): LocaleCode[] {
  const chain = fallbackChain(locale)
  return chain.includes(DEFAULT_LOCALE) ? chain : [...chain, DEFAULT_LOCALE]
}

/** The text for `locale` following lookupOrder, or undefined if no locale on the way has one. */
export function pickLocalized(text: LocalizedText, locale: LocaleCode): string | undefined {
  for (const code of lookupOrder(locale)) {
    const value = text[code]
    if (value !== undefined) return value
  }
  return undefined
}

/**
 * Parses a jsonb value and resolves it for `locale` in its regional spelling; `field` names the
 * value in the error.
 */
export function localize(value: unknown, locale: LocaleCode, field: string): string {
  const parsed = localizedTextSchema.safeParse(value)
  if (!parsed.success)
    throw new Error(`Invalid localized text in ${field}: ${parsed.error.issues[0]?.message}`)
  // Cannot be undefined after the refine above, but the type system does not know that.
  const text = pickLocalized(parsed.data, locale)
  if (text === undefined) throw new Error(`No ${locale} text in ${field}`)
  return regionalSpelling(text, locale)
}

/** The localized text of a vocabulary entry in lib/config/catalog.ts and its neighbours. */
export function fromNames(names: Names): LocalizedText {
  return { 'de-DE': names.de, 'en-GB': names.en }
}
