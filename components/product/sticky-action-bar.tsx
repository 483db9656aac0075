'use client'

import { useEffect, useState, type ReactNode } from 'react'
import styles from './product-detail.module.css'

/**
 * The product page's sticky add-to-cart bar (flag kls_sticky_add_to_cart_KS142): fixed at the bottom
 * of the viewport while the page's own actions are out of view, hidden while they are visible so the
 * call to action never shows twice. Fixed positioning takes no space, so showing it shifts nothing.
 */
export function StickyActionBar({
  watchId,
  label,
  children,
}: {
  watchId: string
  label: string
  children: ReactNode
}) {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const target = document.getElementById(watchId)
    if (!target) return
    const observer = new IntersectionObserver(([entry]) => setShown(entry ? !entry.isIntersecting : false))
    observer.observe(target)
    return () => observer.disconnect()
  }, [watchId])
  return (
    <div
      role="region"
      aria-label={label}
      className={styles.stickyBar}
      data-testid="sticky-add-to-cart"
      hidden={!shown}
    >
      {children}
    </div>
  )
}
