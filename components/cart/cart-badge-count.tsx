'use client'

import { useEffect, useState } from 'react'
import type { CartView } from '@/lib/shop/sales/cart/view'
import { CART_EVENT, cartCountHint } from './cart-count'
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
 * The number on the header's cart link. Pages stay static, so the count comes from the cookie the
 * server writes with every cart answer, shown at once, and is asked of the server (without creating a
 * visitor key) only when the cart may hold something (cartCountHint); it is refreshed on cart changes
 * in this or another tab. The API client loads after the page, not with it: most pages never ask.
 */
export function CartBadgeCount({ locale, countMessage }: { locale: string; countMessage: string }) {
  const [count, setCount] = useState<number | null>(null)
  const [label, setLabel] = useState<{ count: number; text: string } | null>(null)
  useEffect(() => {
    let active = true
    let stop: () => void = () => undefined
    const onLocal = (event: Event) => setCount((event as CustomEvent<CartView>).detail.count)
    const hint = cartCountHint(document.cookie)
    // The cookie is browser state, read after mount by design (the server's HTML is the same for all).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setCount(hint.count)
    window.addEventListener(CART_EVENT, onLocal)
    import('./cart-client')
      .then(({ callApi, watchCart }) => {
        if (!active) return
        const load = () => {
          callApi<CartView>('/web-api/cart', locale)
            .then((view) => active && setCount(view.count))
            .catch(() => undefined)
        }
        if (hint.ask) load()
        stop = watchCart(load)
      })
      // Offline or a new deployment: the cookie's count stays, as when the API cannot be reached.
      .catch(() => undefined)
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
