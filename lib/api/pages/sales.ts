import 'server-only'
import type { ShopLocaleCode } from '@/lib/config/locales'
import type { DeliveryCountry } from '@/lib/config/shipping'
import { requestDb } from '@/lib/api/request-db'
import { getCartView } from '@/lib/shop/sales/cart/cart'
import type { CartView } from '@/lib/shop/sales/cart/view'
import { quoteCheckout, type CheckoutQuote } from '@/lib/shop/sales/checkout/quote'
import { ORDER_NUMBER_PATTERN } from '@/lib/shop/sales/orders/number'
import { orderForOwner, type OrderView } from '@/lib/shop/sales/orders/read'
import { ownerOrNull, readRequestOwner } from '@/lib/api/session/request-owner'
import { pageCustomer } from '@/lib/api/session/page-session'
import { listAddresses, toCheckoutAddress } from '@/lib/shop/customers/addresses'

/** The cart page: this request's cart (customer's or visitor's), priced for the shop's locale. */
export async function requestCartView(locale: ShopLocaleCode): Promise<CartView> {
  return getCartView(await requestDb(), ownerOrNull(await readRequestOwner()), { locale })
}

/** The checkout page: this request's cart quoted for delivery to `country`. */
export async function requestCheckoutQuote(
  country: DeliveryCountry,
  locale: ShopLocaleCode,
): Promise<CheckoutQuote> {
  const owner = ownerOrNull(await readRequestOwner())
  return quoteCheckout(await requestDb(), owner, { country }, locale)
}

/** The signed-in customer's e-mail and those saved addresses the shop delivers to, to prefill the checkout. */
export async function requestCheckoutCustomer(countries: readonly DeliveryCountry[]) {
  const customer = await pageCustomer()
  if (!customer) return null
  const rows = await listAddresses(await requestDb(), customer.id)
  const addresses = rows
    .map(toCheckoutAddress)
    .filter((a): a is typeof a & { country: DeliveryCountry } =>
      (countries as readonly string[]).includes(a.country),
    )
  return { email: customer.email, addresses }
}
export type CheckoutCustomer = NonNullable<Awaited<ReturnType<typeof requestCheckoutCustomer>>>

/**
 * The confirmation page: the order if this request placed it (its visitor key, or the signed-in
 * customer), else null (a 404: an order number alone shows nobody's order).
 */
export async function requestOrder(number: string): Promise<OrderView | null> {
  if (!ORDER_NUMBER_PATTERN.test(number)) return null
  return orderForOwner(await requestDb(), number, await readRequestOwner())
}
