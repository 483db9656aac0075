import type { BrandKey } from '@/lib/config/brands'
import { clearResponseCache } from '@/lib/http/response-cache'
import { globalSlot } from '@/lib/runtime/process-global'

/**
 * Which content slugs exist, per brand, as the server last loaded them (lib/cms/content-index-loader).
 * It lives on globalThis because the proxy and the server's start-up code are separate bundles in
 * one process. The proxy only reads memory here; it never asks the CMS itself.
 */
type Index = Partial<Record<BrandKey, ReadonlySet<string>>>
const index = globalSlot<Index>(Symbol.for('shop.contentIndex'))

export function setContentIndex(brand: BrandKey, slugs: readonly string[]): void {
  const previous = index.get()?.[brand]
  const next = new Set(slugs)
  index.set({ ...index.get(), [brand]: next })
  // A page that appeared or went away changes what the proxy answers for its path.
  if (!previous || previous.size !== next.size || slugs.some((slug) => !previous.has(slug))) {
    clearResponseCache()
  }
}

/** true/false when the brand's index is loaded, undefined when it is not (the page decides then). */
export function contentSlugExists(brand: BrandKey, slug: string): boolean | undefined {
  const slugs = index.get()?.[brand]
  return slugs ? slugs.has(slug) : undefined
}

export function clearContentIndexForTests(): void {
  index.set(undefined)
}
