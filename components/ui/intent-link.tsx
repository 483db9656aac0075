'use client'

import NextLink from 'next/link'
import { useRouter } from 'next/navigation'
import type { ComponentProps } from 'react'

type Props = Omit<ComponentProps<typeof NextLink>, 'prefetch' | 'onMouseEnter' | 'onTouchStart' | 'onFocus'>

/**
 * next/link that prefetches on intent (pointer over it, touch, keyboard focus) instead of when it
 * scrolls into view. A listing shows dozens of links at once; fetching and decoding a route payload
 * for each of them while the page starts up was several hundred milliseconds of main-thread work on
 * a phone (ADR 0030). A shopper who points at a link still gets it prefetched before the click.
 */
export default function IntentLink(props: Props) {
  const router = useAppRouter()
  const prefetch = () => router?.prefetch(String(props.href))
  return (
    <NextLink
      {...props}
      prefetch={false}
      onMouseEnter={prefetch}
      onTouchStart={prefetch}
      onFocus={prefetch}
    />
  )
}

/**
 * The app router, or null where none is mounted (markup rendered to a string: the containers' unit
 * tests, e-mails): there is nothing to prefetch into, and the link still works. useRouter reads its
 * context first and only then throws, so the hook order is the same either way.
 */
function useAppRouter(): ReturnType<typeof useRouter> | null {
  try {
    return useRouter()
  } catch {
    return null
  }
}
