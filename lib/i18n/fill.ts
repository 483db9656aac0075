import type { ShopLocaleCode } from '@/lib/config/locales'

export type MessageValues = Readonly<Record<string, string | number>>

/**
 * Puts values into a server-side message's {name} places, numbers written the locale's way
 * ("1.000 Zeichen", "0,3 Sekunden", "1,000 characters"). Plain places, not ICU: refusal texts quote
 * markup such as "<svg>", which ICU would read as a rich-text tag.
 */
export function fillMessage(template: string, values: MessageValues, locale: ShopLocaleCode): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })
  return template.replace(/\{(\w+)\}/g, (place, name: string) => {
    const value = values[name]
    if (value === undefined) return place
    return typeof value === 'number' ? number.format(value) : value
  })
}
