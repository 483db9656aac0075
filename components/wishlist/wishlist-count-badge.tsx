'use client'

import { useSyncExternalStore } from 'react'
import { readWishlistCount, WISHLIST_COUNT_EVENT } from './wishlist-count'
import styles from './wishlist-toggle.module.css'

function subscribe(onChange: () => void) {
  window.addEventListener(WISHLIST_COUNT_EVENT, onChange)
  return () => window.removeEventListener(WISHLIST_COUNT_EVENT, onChange)
}

/** The number on the header's wishlist link; nothing when the visitor has saved nothing. */
export function WishlistCountBadge({ one, other }: { one: string; other: string }) {
  const count = useSyncExternalStore(
    subscribe,
    () => readWishlistCount(document.cookie),
    () => 0,
  )
  if (count === 0) return null
  return (
    <>
      <span className={styles.badge} aria-hidden="true" data-testid="wishlist-badge">
        {count}
      </span>
      <span className="visually-hidden">{(count === 1 ? one : other).replace('#', String(count))}</span>
    </>
  )
}
