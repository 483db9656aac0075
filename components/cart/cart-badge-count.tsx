'use client'

import { useEffect, useState } from 'react'
import { useTranslations } from 'next-intl'
import type { CartView } from '@/lib/shop/cart/view'
import { CART_EVENT, callApi, watchCart } from './cart-client'
import styles from './cart-badge.module.css'

/**
 * The number on the header's cart link. Pages stay static, so the count is fetched in the browser
 * (without creating a visitor key) and refreshed on cart changes in this or another tab.
 */
export function CartBadgeCount({ locale }: { locale: string }) {
  const t = useTranslations('Header')
  const [count, setCount] = useState<number | null>(null)
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
  if (!count) return null
  return (
    <>
      <span className={styles.badge} aria-hidden="true" data-testid="cart-count">
        {count}
      </span>
      <span className="visually-hidden">({t('cartCount', { count })})</span>
    </>
  )
}
