'use client'

import type { ReactNode } from 'react'
import type { FlagName } from '@/lib/config/flags'
import { useFlagsInBrowser } from '@/components/flags/use-flags-in-browser'
import { useLazyComponent } from '@/components/ui/use-lazy-component'

const loadBody = () => import('./sticky-action-bar-body').then((module) => module.StickyActionBarBody)

/**
 * The product page's sticky add-to-cart bar, behind a flag (kls_sticky_add_to_cart_KS142) that the
 * browser evaluates for its visitor: the page is one rendering for everyone (ADR 0112), so the server
 * renders no bar and no spacer, and a visitor whose treatment is `on` gets both after hydration. The
 * bar's code loads only for those visitors, keeping it out of every product page's first-load JS.
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
  const Body = useLazyComponent(loadBody, on)
  if (!on || !Body) return null
  return (
    // eslint-disable-next-line react-hooks/static-components -- loaded once into state, then stable
    <Body watchId={watchId} label={label}>
      {children}
    </Body>
  )
}
