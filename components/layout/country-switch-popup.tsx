'use client'

import { useEffect, useState } from 'react'
import { COUNTRY_HINT_COOKIE } from '@/lib/routing/country-hint-cookie'
import { useLazyComponent } from '@/components/ui/use-lazy-component'
import type { CountrySwitchProps } from './country-switch-dialog'

export type { ShopHint } from './country-switch-dialog'

const loadDialog = () => import('./country-switch-dialog').then((module) => module.CountrySwitchDialog)

/**
 * The country-switch pop-up, loaded after hydration and only for a visitor whose choice is not
 * remembered yet: most page views never need its code, so it stays out of the first-load JS.
 */
export function CountrySwitchPopup(props: CountrySwitchProps) {
  const [undecided, setUndecided] = useState(false)
  useEffect(() => {
    // The cookie is browser-only state, read once after mount.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUndecided(!document.cookie.split('; ').some((c) => c.startsWith(`${COUNTRY_HINT_COOKIE}=`)))
  }, [])
  const Dialog = useLazyComponent(loadDialog, undecided)
  if (!Dialog) return null
  // eslint-disable-next-line react-hooks/static-components -- loaded once into state, then stable
  return <Dialog {...props} />
}
