'use client'

import type { ComponentProps } from 'react'
import { useLazyComponent } from '@/components/ui/use-lazy-component'
import type { WishlistGridClient as Grid } from './wishlist-grid-client'

const loadGrid = () => import('./wishlist-grid-client').then((m) => m.WishlistGridClient)

/**
 * The grid's browser part (and the zod schema of its API answer) imported after hydration: the
 * container registry is imported by every CMS page, and a static import would put this code into all
 * of their first-load JS (ADR 0022). The grid renders nothing on the server anyway (the list is the
 * visitor's, read in the browser).
 */
export function WishlistGridClient(props: ComponentProps<typeof Grid>) {
  const Loaded = useLazyComponent(loadGrid)
  // eslint-disable-next-line react-hooks/static-components -- loaded once into state, then stable
  return Loaded ? <Loaded {...props} /> : null
}
