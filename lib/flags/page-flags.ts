import 'server-only'
import { cookies, headers } from 'next/headers'
import { cache } from 'react'
import type { FlagName } from '@/lib/config/flags'
import { getShopContext } from '@/lib/context/shop-context'
import { evaluateVisitorFlags, type PageFlags } from './visitor-flags'

export type { PageFlags }

/**
 * Treatments for the flags a page uses, for this visitor. Reading cookies makes the page render per
 * request, which is what an experiment needs (and keeps overrides out of shared caches). Memoised per
 * request, so a page and its components agree on one evaluation.
 */
export const getPageFlags = cache(async (...names: FlagName[]): Promise<PageFlags> => {
  const [ctx, cookieStore, headerStore] = await Promise.all([getShopContext(), cookies(), headers()])
  return evaluateVisitorFlags({
    brand: ctx.brand,
    names,
    cookie: (name) => cookieStore.get(name)?.value,
    userAgent: headerStore.get('user-agent'),
  })
})
