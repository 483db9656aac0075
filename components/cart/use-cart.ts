'use client'

import { useCallback, useEffect, useState } from 'react'
import type { CartView } from '@/lib/shop/sales/cart/view'
import { announceCart, callApi, watchCart } from './cart-client'
import type { ShopLocaleCode } from '@/lib/config/locales'

/** The cart as the page shows it: server data, refreshed when another tab changes it. */
export function useCart(initial: CartView, locale: ShopLocaleCode) {
  const [view, setView] = useState(initial)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const refresh = useCallback(() => {
    callApi<CartView>('/web-api/cart', locale)
      .then((next) => setView((current) => (next.revision !== current.revision ? next : current)))
      .catch(() => undefined)
  }, [locale])

  useEffect(() => watchCart(refresh), [refresh])

  const run = useCallback(
    async (path: string, init: RequestInit) => {
      setBusy(true)
      setError(null)
      try {
        const next = await callApi<CartView>(path, locale, init)
        setView(next)
        announceCart(next)
        return true
      } catch (caught) {
        setError(caught instanceof Error ? caught.message : String(caught))
        refresh()
        return false
      } finally {
        setBusy(false)
      }
    },
    [locale, refresh],
  )

  return {
    view,
    busy,
    error,
    setQuantity: (id: string, quantity: number) =>
      run(`/web-api/cart/items/${id}`, { method: 'PATCH', body: JSON.stringify({ quantity }) }),
    remove: (id: string) => run(`/web-api/cart/items/${id}`, { method: 'DELETE' }),
    undo: (id: string) => run(`/web-api/cart/items/${id}/restore`, { method: 'POST' }),
  }
}
