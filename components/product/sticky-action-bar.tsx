'use client'

import { useEffect, useState, type ReactNode } from 'react'
import type { FlagName } from '@/lib/config/flags'
import { useFlagsInBrowser } from '@/components/flags/use-flags-in-browser'
import styles from './product-detail.module.css'

/**
 * The product page's sticky add-to-cart bar, behind a flag (kls_sticky_add_to_cart_KS142) that the
 * browser evaluates for its visitor: the page is one rendering for everyone (ADR 0112), so the server
 * renders no bar and no spacer, and a visitor whose treatment is `on` gets both after hydration. The
 * bar is fixed at the bottom of the viewport while the page's own actions are out of view, hidden
 * while they are visible so the call to action never shows twice. Fixed positioning takes no space;
 * the spacer that keeps the page's end clear of it sits at the very bottom of the page, below the
 * fold, so showing them shifts nothing the visitor sees.
 */
export function StickyActionBar({
  flag,
  watchId,
  label,
  children,
}: {
  flag: FlagName
  watchId: string
  label: string
  children: ReactNode
}) {
  const on = useFlagsInBrowser([flag])?.[flag] === 'on'
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const target = on ? document.getElementById(watchId) : null
    if (!target) return
    const observer = new IntersectionObserver(([entry]) => setShown(entry ? !entry.isIntersecting : false))
    observer.observe(target)
    return () => observer.disconnect()
  }, [on, watchId])
  if (!on) return null
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
