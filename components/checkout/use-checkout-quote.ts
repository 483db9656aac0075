'use client'

import { useEffect, useState } from 'react'
import type { DeliveryCountry } from '@/lib/config/shipping'
import type { CheckoutQuote } from '@/lib/shop/sales/checkout/quote'
import type { ShippingMethod } from '@/lib/shop/sales/pricing/schema'
import { callApi, watchCart } from '@/components/cart/cart-client'
import type { ShopLocaleCode } from '@/lib/config/locales'

/**
 * The order summary for the current choices, computed by the server (/web-api/checkout/quote) after
 * every change and when another tab changes the cart; the browser never computes a price.
 */
export function useCheckoutQuote(
  initial: CheckoutQuote,
  locale: ShopLocaleCode,
  input: { country: DeliveryCountry; shippingMethod: ShippingMethod; voucherCode?: string; email?: string },
) {
  const [quote, setQuote] = useState(initial)
  const [tick, setTick] = useState(0)
  const { country, shippingMethod, voucherCode, email } = input
  useEffect(() => watchCart(() => setTick((n) => n + 1)), [])
  useEffect(() => {
    const controller = new AbortController()
    const body = {
      country,
      shippingMethod,
      ...(voucherCode ? { voucherCode } : {}),
      ...(email && /^\S+@\S+\.\S+$/.test(email) ? { email } : {}),
    }
    callApi<CheckoutQuote>('/web-api/checkout/quote', locale, {
      method: 'POST',
      body: JSON.stringify(body),
      signal: controller.signal,
    })
      .then(setQuote)
      .catch(() => undefined)
    return () => controller.abort()
  }, [country, shippingMethod, voucherCode, email, locale, tick])
  return quote
}
