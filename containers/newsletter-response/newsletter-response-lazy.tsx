'use client'

import { lazyClient } from '@/components/ui/lazy-client'

/** The confirmation's browser part, loaded only where the container is shown (ADR 0027). */
export const NewsletterResponseLazy = lazyClient(() =>
  import('@/components/newsletter/newsletter-response').then((m) => m.NewsletterResponse),
)
