import { segmentOf, type ShopLocaleCode } from '@/lib/config/locales'
import type { BrandKey } from '@/lib/config/brands'
import { publicPath } from '@/lib/routing/resolve-request-context'
import { provideAccountSection } from '@/lib/shop/customers/account-sections'
import { servedLocale, ACCOUNT_ROUTES } from '@/lib/shop/customers/account-urls'
import { onCustomerSignedIn } from '@/lib/shop/customers/signed-in-hooks'
import { listCustomerOrders } from './account-orders'
import { attachGuestOrders, attachVisitorOrders } from './guest-orders'

/**
 * Where the customer sees one order: the account page in the language it was placed in. A path, not an
 * absolute URL, so the link stays on the host the customer is on (the account spans both brands).
 */
export function accountOrderPath(brand: BrandKey, locale: ShopLocaleCode, number: string): string {
  return publicPath(brand, segmentOf(locale), 'web', [...ACCOUNT_ROUTES.orders, number])
}

// The account overview lists the latest orders (the full list is /kundenkonto/bestellungen).
provideAccountSection('orders', async (db, customerId) =>
  (await listCustomerOrders(db, customerId, 5)).map((order) => ({
    reference: order.number,
    placedAt: order.createdAt,
    totalMinor: order.total,
    currency: order.currency,
    href: accountOrderPath(order.brand, servedLocale(order.brand, order.locale), order.number),
  })),
)

// Guest orders under the customer's verified address join the account at sign-in.
onCustomerSignedIn('guest-orders', (db, { customerId }) => attachGuestOrders(db, customerId))
// So do the orders this browser placed before signing in (their designs' lists and photos move too).
onCustomerSignedIn('visitor-orders', (db, { visitorKey, customerId }) =>
  visitorKey ? attachVisitorOrders(db, visitorKey, customerId) : Promise.resolve(0),
)
