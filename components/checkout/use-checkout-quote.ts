'use client'

import { useEffect, useState } from 'react'
import type { DeliveryCountry } from '@/lib/config/shipping'
import type { UsStateCode } from '@/lib/config/us-states'
import type { CheckoutQuote } from '@/lib/shop/sales/checkout/quote'
import type { ShippingMethod } from '@/lib/shop/sales/pricing/schema'
import { callApi, watchCart } from '@/components/cart/cart-client'
import type { ShopLocaleCode } from '@/lib/config/locales'
import { notServedOf, type NotServed } from './not-served'

/**
 * The order summary for the current choices, computed by the server (/web-api/checkout/quote) after
 * every change and when another tab changes the cart; the browser never computes a price. The
 * shipping address's state goes along: the sales tax of a US order depends on it. A country the shop
 * does not deliver to is answered with the shop that does (`notServed`).
 */
export function useCheckoutQuote(
  initial: CheckoutQuote,
  locale: ShopLocaleCode,
  input: {
    country: DeliveryCountry
    state?: UsStateCode
    shippingMethod: ShippingMethod
    voucherCode?: string
    email?: string
  },
): { quote: CheckoutQuote; notServed: NotServed | null } {
  const [quote, setQuote] = useState(initial)
  const [notServed, setNotServed] = useState<NotServed | null>(null)
  const [tick, setTick] = useState(0)
  const { country, state, shippingMethod, voucherCode, email } = input
  useEffect(() => watchCart(() => setTick((n) => n + 1)), [])
  useEffect(() => {
    const controller = new AbortController()
    const body = {
      country,
      ...(country === 'US' && state ? { state } : {}),
      shippingMethod,
      ...(voucherCode ? { voucherCode } : {}),
      ...(email && /^\S+@\S+\.\S+$/.test(email) ? { email } : {}),
    }
    callApi<CheckoutQuote>('/web-api/checkout/quote', locale, {
      method: 'POST',
      body: JSON.stringify(body),
      signal: controller.signal,
    })
      .then((next) => {
        setQuote(next)
        setNotServed(null)
      })
      .catch((error: unknown) => setNotServed(notServedOf(error)))
    return () => controller.abort()
  }, [country, state, shippingMethod, voucherCode, email, locale, tick])
  return { quote, notServed }
}
