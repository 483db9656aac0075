'use client'

import dynamic from 'next/dynamic'

/** Loaded only by the newsletter link pages, not by every CMS page (see wishlist-grid-lazy.tsx). */
export const NewsletterResponse = dynamic(() =>
  import('@/components/newsletter/newsletter-response').then((m) => m.NewsletterResponse),
)
