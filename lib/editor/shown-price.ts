import type { LocaleCode } from '@/lib/config/locales'
import { formatMoney } from '@/lib/i18n/format'

/** A card line's price as the design tool's price box shows it: the total and the price per piece. */
export interface ShownPrice {
  total: string
  unit: string
}

/** Formats a quote of the pricing engine (minor units) for the price box. */
export function shownPrice(quote: { total: number; unitPrice: number }, locale: LocaleCode): ShownPrice {
  return { total: formatMoney(quote.total, locale), unit: formatMoney(quote.unitPrice, locale) }
}
