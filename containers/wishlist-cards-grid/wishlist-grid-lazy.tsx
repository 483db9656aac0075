'use client'

import dynamic from 'next/dynamic'

/**
 * The grid's browser part (and the zod schema of its API answer) as a separate chunk: the container
 * registry is imported by every CMS page, and a static import would put this code into all of their
 * first-load JS, not only the pages that show a wishlist grid (ADR 0022).
 */
export const WishlistGridClient = dynamic(() =>
  import('./wishlist-grid-client').then((m) => m.WishlistGridClient),
)
