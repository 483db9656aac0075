import type { LocaleCode } from '@/lib/config/locales'

/**
 * Regional spelling applied to every text shown in a locale, whether it comes from the message
 * files or the catalogue: Swiss German has no "ß" and writes "ss".
 */
export function regionalSpelling(text: string, locale: LocaleCode): string {
  return locale === 'de-CH' ? text.replaceAll('ß', 'ss') : text
}
