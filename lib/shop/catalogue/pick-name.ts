import type { Names } from '@/lib/config/catalog'
import type { LocaleCode } from '@/lib/config/locales'
import { regionalSpelling } from '@/lib/i18n/spelling'

/** A config entry's German or English name for a locale, in its regional spelling. */
export function pickName(names: Names, locale: LocaleCode): string {
  return regionalSpelling(locale.startsWith('en-') ? names.en : names.de, locale)
}
