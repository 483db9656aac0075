'use client'

import { useEffect, useState } from 'react'
import type { CartView } from '@/lib/shop/cart/view'
import { CART_EVENT, callApi, watchCart } from './cart-client'
import styles from './cart-badge.module.css'

/**
 * The screen-reader text for a count. The ICU formatter is loaded only once the cart holds something:
 * on a visitor's first pages (an empty cart) it would be next-intl's whole client in the first-load
 * JS for a label nobody hears (ADR 0022).
 */
async function countLabel(locale: string, message: string, count: number): Promise<string> {
  const { createTranslator } = await import('next-intl')
  return createTranslator({ locale, messages: { Header: { cartCount: message } } })('Header.cartCount', {
    count,
  })
}

/**
 * The number on the header's cart link. Pages stay static, so the count is fetched in the browser
 * (without creating a visitor key) and refreshed on cart changes in this or another tab.
 */
export function CartBadgeCount({ locale, countMessage }: { locale: string; countMessage: string }) {
  const [count, setCount] = useState<number | null>(null)
  const [label, setLabel] = useState<{ count: number; text: string } | null>(null)
  useEffect(() => {
    let active = true
    const load = () => {
      callApi<CartView>('/web-api/cart', locale)
        .then((view) => active && setCount(view.count))
        .catch(() => undefined)
    }
    const onLocal = (event: Event) => setCount((event as CustomEvent<CartView>).detail.count)
    load()
    window.addEventListener(CART_EVENT, onLocal)
    const stop = watchCart(load)
    return () => {
      active = false
      stop()
      window.removeEventListener(CART_EVENT, onLocal)
    }
  }, [locale])
  useEffect(() => {
    if (!count) return
    let active = true
    countLabel(locale, countMessage, count)
      .then((text) => active && setLabel({ count, text }))
      .catch(() => undefined)
    return () => {
      active = false
    }
  }, [locale, countMessage, count])
  if (!count) return null
  return (
    <>
      <span className={styles.badge} aria-hidden="true" data-testid="cart-count">
        {count}
      </span>
      {label?.count === count && <span className="visually-hidden">({label.text})</span>}
    </>
  )
}
