'use client'

import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'
import { useShopClientContext } from '@/components/layout/shop-client-provider'
import { WISHLIST_DESIGNS_PATH } from '@/lib/shop/catalogue/wishlist-path'
import { rememberSaved, useSavedInBrowser } from './saved-in-browser'
import { sendWishlistChange } from './send-wishlist-change'
import { WISHLIST_COUNT_EVENT } from './wishlist-count'
import styles from './wishlist-toggle.module.css'

export interface WishlistToggleLabels {
  add: string
  remove: string
}

export interface WishlistHeartProps {
  designId: number
  /** 'browser' on a shared rendering: the browser reads the visitor's wishlist (saved-in-browser.ts). */
  saved: boolean | 'browser'
  labels: WishlistToggleLabels
  variant?: 'icon' | 'button'
  /** `<Icon name="heart" />`, drawn by the server: the icon set stays out of the browser's JS. */
  heart: React.ReactNode
}

/**
 * The heart: a form posting to POST /web-api/wishlist, so it works before hydration and without
 * JavaScript (the endpoint answers 303 back to this page). Once hydrated it sends the same request
 * with fetch: the heart fills at once and the server's answer settles it; a refusal is announced in
 * the live region next to it. After a change the header badge reads the count cookie the endpoint
 * wrote, and the page is rendered again, so the wishlist page drops a design removed there.
 */
export function WishlistHeart({
  designId,
  saved,
  labels,
  variant = 'icon',
  heart,
  texts,
}: WishlistHeartProps & { texts: { failed: string } }) {
  const { brand, locale } = useShopClientContext()
  const router = useRouter()
  const inBrowser = useSavedInBrowser(designId, saved === 'browser', brand, locale)
  // The server's last answer wins over what the page was rendered with.
  const [answered, setAnswered] = useState<boolean | null>(null)
  // What the visitor asked for while requests are under way (optimistic).
  const [wanted, setWanted] = useState<boolean | null>(null)
  const [message, setMessage] = useState('')
  const underWay = useRef(0)
  const shown = wanted ?? answered ?? (saved === 'browser' ? inBrowser : saved)
  const label = shown ? labels.remove : labels.add

  async function change(save: boolean) {
    setWanted(save)
    setMessage('')
    underWay.current += 1
    const answer = await sendWishlistChange({ designId, save }, { channel: brand, locale })
    underWay.current -= 1
    if (answer.ok) {
      setAnswered(answer.saved)
      rememberSaved(designId, answer.saved)
      window.dispatchEvent(new Event(WISHLIST_COUNT_EVENT))
      router.refresh()
    } else setMessage(answer.message ?? texts.failed)
    if (underWay.current === 0) setWanted(null)
  }

  return (
    <form
      className={variant === 'icon' ? styles.icon : styles.button}
      method="post"
      action={WISHLIST_DESIGNS_PATH}
      onSubmit={(event) => {
        event.preventDefault()
        void change(!shown)
      }}
    >
      <input type="hidden" name="designId" value={designId} />
      <input type="hidden" name="save" value={String(!shown)} />
      <input type="hidden" name="locale" value={locale} />
      <button type="submit" aria-pressed={shown} aria-label={variant === 'icon' ? label : undefined}>
        <span className={shown ? styles.filled : undefined}>{heart}</span>
        {variant === 'button' && <span>{label}</span>}
      </button>
      <span role="status" className="visually-hidden">
        {message}
      </span>
    </form>
  )
}
