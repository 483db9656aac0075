import type { BrandKey } from '@/lib/config/brands'
import { clearResponseCache } from '@/lib/http/response-cache'

/**
 * Which content slugs exist, per brand, as the server last loaded them (lib/cms/content-index-loader).
 * It lives on globalThis because the proxy and the server's start-up code are separate bundles in
 * one process. The proxy only reads memory here; it never asks the CMS itself.
 */
const KEY = Symbol.for('shop.contentIndex')
type Index = Partial<Record<BrandKey, ReadonlySet<string>>>
const store = globalThis as typeof globalThis & { [KEY]?: Index }

export function setContentIndex(brand: BrandKey, slugs: readonly string[]): void {
  const previous = store[KEY]?.[brand]
  const next = new Set(slugs)
  store[KEY] = { ...store[KEY], [brand]: next }
  // A page that appeared or went away changes what the proxy answers for its path.
  if (!previous || previous.size !== next.size || slugs.some((slug) => !previous.has(slug))) {
    clearResponseCache()
  }
}

/** true/false when the brand's index is loaded, undefined when it is not (the page decides then). */
export function contentSlugExists(brand: BrandKey, slug: string): boolean | undefined {
  const slugs = store[KEY]?.[brand]
  return slugs ? slugs.has(slug) : undefined
}

export function clearContentIndexForTests(): void {
  delete store[KEY]
}
