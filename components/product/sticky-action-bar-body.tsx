'use client'

import { useEffect, useState, type ReactNode } from 'react'
import styles from './product-detail.module.css'

/**
 * The sticky bar itself, loaded only for visitors whose treatment is `on` (sticky-action-bar.tsx):
 * fixed at the bottom of the viewport while the page's own actions are out of view, hidden while
 * they are visible so the call to action never shows twice. Fixed positioning takes no space; the
 * spacer that keeps the page's end clear of it sits at the very bottom of the page, below the fold,
 * so showing them shifts nothing the visitor sees.
 */
export function StickyActionBarBody({
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
    <>
      <div
        role="region"
        aria-label={label}
        className={styles.stickyBar}
        data-testid="sticky-add-to-cart"
        hidden={!shown}
      >
        {children}
      </div>
      <div className={styles.stickySpacer} aria-hidden="true" />
    </>
  )
}
