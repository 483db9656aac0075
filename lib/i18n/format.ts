import { currencyOf, type LocaleCode } from '@/lib/config/locales'

/**
 * Money is integer minor units everywhere; only display code turns it into text. Whole amounts are
 * shown without trailing zeros ("5 €", "4,99 €"), as the spec's price display rule says.
 */
export function formatMoney(minor: number, locale: LocaleCode, currency = currencyOf(locale)): string {
  if (!Number.isInteger(minor)) throw new RangeError(`Money must be integer minor units, got ${minor}`)
  return numberFormat(locale, currency, minor % 100 === 0).format(minor / 100)
}

/**
 * Building an Intl.NumberFormat costs far more than formatting with one (the footer alone shows a
 * dozen amounts on every page), and there are only a handful of locale × currency pairs: keep them.
 */
const numberFormats = new Map<string, Intl.NumberFormat>()

function numberFormat(locale: LocaleCode, currency: string, whole: boolean): Intl.NumberFormat {
  const key = `${locale}|${currency}|${whole}`
  let format = numberFormats.get(key)
  if (!format) {
    const digits = whole ? 0 : 2
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    })
    numberFormats.set(key, format)
  }
  return format
}

export function formatDate(date: Date, locale: LocaleCode, style: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: 'Europe/Berlin' }).format(date)
}
