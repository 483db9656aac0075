'use client'

import { lazyClient } from '@/components/ui/lazy-client'

/**
 * The inline form's browser part in its own chunk: the newsletter container sits far down a CMS page,
 * and the registry that imports it is on every CMS page (ADR 0027).
 */
export const NewsletterFormLazy = lazyClient(() =>
  import('@/components/account/account-form').then((m) => m.AccountForm),
)
