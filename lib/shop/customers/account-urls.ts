import { BRANDS, type BrandKey } from '@/lib/config/brands'
import { segmentOf, type ShopLocaleCode } from '@/lib/config/locales'
import { isShopLocaleCode } from '@/lib/config/stored-values'
import { publicPath } from '@/lib/routing/resolve-request-context'
import { siteUrl } from '@/lib/seo/urls'

/** The account and newsletter pages, as route segments below the locale (config as data). */
export const ACCOUNT_ROUTES = {
  overview: ['kundenkonto'],
  login: ['kundenkonto', 'anmelden'],
  signUp: ['kundenkonto', 'registrieren'],
  registered: ['kundenkonto', 'registriert'],
  verify: ['kundenkonto', 'bestaetigen'],
  resetRequest: ['kundenkonto', 'passwort-vergessen'],
  resetNew: ['kundenkonto', 'passwort-neu'],
  emailUndo: ['kundenkonto', 'adresse-zurueck'],
  data: ['kundenkonto', 'daten'],
  orders: ['kundenkonto', 'bestellungen'],
  addresses: ['kundenkonto', 'adressen'],
  newsletter: ['kundenkonto', 'newsletter'],
  wishlist: ['kundenkonto', 'merkzettel'],
  designs: ['kundenkonto', 'meine-designs'],
  /** The event portal (issue 31, card brand): the list; one event is [...events, id], its parts below it. */
  events: ['kundenkonto', 'events'],
  newsletterConfirm: ['newsletter', 'bestaetigen'],
  newsletterUnsubscribe: ['newsletter', 'abmelden'],
} as const satisfies Record<string, readonly string[]>
export type AccountRoute = keyof typeof ACCOUNT_ROUTES

/** A stored or requested locale as one the brand serves; anything else falls back to de-DE. */
export function servedLocale(brand: BrandKey, locale: unknown): ShopLocaleCode {
  if (isShopLocaleCode(locale) && (BRANDS[brand].locales as readonly string[]).includes(segmentOf(locale))) {
    return locale
  }
  return 'de-DE'
}

export function servedBrand(brand: unknown): BrandKey {
  return brand === 'poster' ? 'poster' : 'card'
}

/**
 * An absolute link for an e-mail: the brand's configured origin (SITE_URL_*), never the Host header
 * of the request that caused the mail, so a forged Host cannot point a reset link elsewhere.
 */
export function mailLink(
  brand: BrandKey,
  locale: ShopLocaleCode,
  route: AccountRoute,
  params: Record<string, string> = {},
): string {
  const url = new URL(publicPath(brand, segmentOf(locale), 'web', ACCOUNT_ROUTES[route]), siteUrl(brand))
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
  return url.toString()
}
