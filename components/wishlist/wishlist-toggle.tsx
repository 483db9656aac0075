'use client'

import { useActionState, useEffect, useOptimistic, useTransition } from 'react'
import type { WishlistToggleResult } from '@/lib/shop/catalogue/wishlist-schema'
import { useShopClientContext } from '@/components/layout/shop-client-provider'
import { rememberSaved, useSavedInBrowser } from './saved-in-browser'
import { toggleWishlist } from './toggle-wishlist'
import { WISHLIST_COUNT_EVENT } from './wishlist-count'
import styles from './wishlist-toggle.module.css'

export interface WishlistToggleLabels {
  add: string
  remove: string
}

/**
 * The heart: a form posting to the toggleWishlist server action, so it works before hydration and
 * without JavaScript. With JavaScript the heart fills at once (optimistic) and the server's answer
 * settles it; a refusal is announced in the live region next to it.
 */
export function WishlistToggle({
  designId,
  saved,
  labels,
  variant = 'icon',
  heart,
}: {
  designId: number
  /** 'browser' on a shared rendering: the browser reads the visitor's wishlist (saved-in-browser.ts). */
  saved: boolean | 'browser'
  labels: WishlistToggleLabels
  variant?: 'icon' | 'button'
  /** `<Icon name="heart" />`, drawn by the server: the icon set stays out of the browser's JS. */
  heart: React.ReactNode
}) {
  const [state, action] = useActionState<WishlistToggleResult | null, FormData>(toggleWishlist, null)
  const { brand, locale } = useShopClientContext()
  const inBrowser = useSavedInBrowser(designId, saved === 'browser', brand, locale)
  const confirmed = state?.ok ? state.saved : saved === 'browser' ? inBrowser : saved
  const [shown, setShown] = useOptimistic(confirmed)
  const [, startTransition] = useTransition()
  const label = shown ? labels.remove : labels.add
  // The action rewrote the count cookie; tell the header badge to read it again.
  useEffect(() => {
    if (!state?.ok) return
    rememberSaved(designId, state.saved)
    window.dispatchEvent(new Event(WISHLIST_COUNT_EVENT))
  }, [state, designId])
  return (
    <form
      className={variant === 'icon' ? styles.icon : styles.button}
      action={action}
      onSubmit={(event) => {
        event.preventDefault()
        const data = new FormData(event.currentTarget)
        startTransition(() => {
          setShown(!shown)
          action(data)
        })
      }}
    >
      <input type="hidden" name="designId" value={designId} />
      <input type="hidden" name="save" value={String(!shown)} />
      <button type="submit" aria-pressed={shown} aria-label={variant === 'icon' ? label : undefined}>
        <span className={shown ? styles.filled : undefined}>{heart}</span>
        {variant === 'button' && <span>{label}</span>}
      </button>
      <span role="status" className="visually-hidden">
        {state && !state.ok ? state.message : ''}
      </span>
    </form>
  )
}
