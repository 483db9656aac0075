import { BRANDS, type BrandKey } from '@/lib/config/brands'
import { COMPANY, SUPPORT_HOURS } from '@/lib/config/company'
import { currencyOf, lengthUnitOf, segmentOf, SHOP_LOCALES, type ShopLocaleCode } from '@/lib/config/locales'
import { INVOICE_MINIMUM_MAJOR } from '@/lib/config/shipping'
import { supportContact } from '@/lib/context/support'
import { brandDisplayName } from '@/lib/context/brand-name'
import { languageAlternates } from '@/lib/seo/urls'

/**
 * What a storefront (or the desktop app) needs before its first page: brand, locale settings,
 * support contact and the brand's features (spec: /web-api/shop-frontends-initial-data).
 */
export function shopFrontendsInitialData(brand: BrandKey, locale: ShopLocaleCode) {
  const config = BRANDS[brand]
  const segment = segmentOf(locale)
  return {
    channel: brand,
    displayName: brandDisplayName(brand),
    flagPrefix: config.flagPrefix,
    locale,
    locales: config.locales.map((s) => ({ segment: s, code: SHOP_LOCALES[s].code })),
    currency: currencyOf(locale),
    lengthUnit: lengthUnitOf(locale),
    trailingSlash: config.trailingSlash === 'always',
    features: config.features,
    invoiceMinimum: INVOICE_MINIMUM_MAJOR * 100,
    company: { legalName: COMPANY.legalName[brand], foundingYear: COMPANY.foundingYear },
    support: {
      ...supportContact(brand, segment),
      hours: { ...SUPPORT_HOURS, days: [...SUPPORT_HOURS.days] },
    },
  }
}

/** The URLs of one route in every locale of the brand, plus x-default (spec: localized-urls). */
export function localizedUrls(brand: BrandKey, path: string): Record<string, string> {
  const route = path.split('/').filter(Boolean)
  return languageAlternates(brand, route)
}
