import type { ShopLocaleCode } from '@/lib/config/locales'
import type { BasketCurrency } from '@/lib/config/shipping'
import { formatMoney } from '@/lib/i18n/format'
import { shopCurrencyOf } from '@/lib/shop/sales/pricing/shop-currency'

/**
 * The newsletter voucher's value per currency in minor units (issue 27): each shop issues it in its
 * own currency, 5 €, CHF 5 or $5. Kept apart from voucher.ts (database, crypto) so the forms can
 * show the amount without pulling those in.
 */
export const NEWSLETTER_VOUCHER_AMOUNT = { EUR: 500, CHF: 500, USD: 500 } as const satisfies Record<
  BasketCurrency,
  number
>

/** The voucher a shop's subscribers get: its currency and amount in minor units. */
export function newsletterVoucherValue(locale: ShopLocaleCode): {
  currency: BasketCurrency
  amountMinor: number
} {
  const currency = shopCurrencyOf(locale)
  return { currency, amountMinor: NEWSLETTER_VOUCHER_AMOUNT[currency] }
}

/** "5 €" in de-DE, "CHF 5" in de-CH, "$5" in en-US: the money formatter's form, never a fixed text. */
export function newsletterVoucherAmountText(locale: ShopLocaleCode): string {
  const { currency, amountMinor } = newsletterVoucherValue(locale)
  return formatMoney(amountMinor, locale, currency)
}
