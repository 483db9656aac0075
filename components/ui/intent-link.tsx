'use client'

import NextLink from 'next/link'
import { useRouter } from 'next/navigation'
import type { ComponentProps, FocusEvent, MouseEvent, TouchEvent } from 'react'

type Props = Omit<ComponentProps<typeof NextLink>, 'prefetch'>

/**
 * next/link that prefetches on intent (pointer over it, touch, keyboard focus) instead of when it
 * scrolls into view. A listing shows dozens of links at once; fetching and decoding a route payload
 * for each of them while the page starts up was several hundred milliseconds of main-thread work on
 * a phone (ADR 0030). A shopper who points at a link still gets it prefetched before the click.
 */
export default function IntentLink({ href, onMouseEnter, onTouchStart, onFocus, ...rest }: Props) {
  const router = useRouter()
  const prefetch = () => {
    if (typeof href === 'string') router.prefetch(href)
  }
  return (
    <NextLink
      {...rest}
      href={href}
      prefetch={false}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        onMouseEnter?.(event)
        prefetch()
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event)
        prefetch()
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event)
        prefetch()
      }}
    />
  )
}
