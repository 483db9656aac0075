import 'server-only'
import { cache } from 'react'
import type { BrandKey } from '@/lib/config/brands'
import type { ShopLocaleCode } from '@/lib/config/locales'
import { hasRegionalSpelling, regionalSpelling } from '@/lib/i18n/spelling'
import { contentSource } from './content-source'
import { pageOf, type PageStory } from './page-story'
import type { ContentVersion } from './types'

/**
 * React's cache() compares arguments by identity, so the memoised lookup takes only primitives:
 * generateMetadata and the page then share one CMS request (the CDN allows only 5 per second).
 */
const loadBySlug = cache(
  async (brand: BrandKey, locale: ShopLocaleCode, slug: string, version: ContentVersion) => {
    const story = await contentSource().getStory({ brand, locale, slug, version })
    const page = story ? pageOf(story) : null
    return page && respelled(page, locale)
  },
)

/**
 * Every text of the page in the locale's spelling (Swiss German writes "ss" for "ß", American English
 * "color" for "colour"), as for UI strings, so a translation an editor forgot never shows a "ß" in
 * the Swiss shop or a British spelling in the US one. Links and keys are left alone (spelling.ts).
 */
function respelled<T>(value: T, locale: ShopLocaleCode): T {
  if (!hasRegionalSpelling(locale)) return value
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return regionalSpelling(node, locale)
    if (Array.isArray(node)) return node.map(walk)
    if (typeof node === 'object' && node !== null)
      return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, walk(child)]))
    return node
  }
  return walk(value) as T
}

/** The content page for a route, or null (a 404). Route segments arrive percent-encoded. */
export function loadContentPage(
  ctx: { brand: BrandKey; locale: ShopLocaleCode },
  segments: readonly string[],
  version: ContentVersion,
): Promise<PageStory | null> {
  let slug: string
  try {
    slug = segments.map((s) => decodeURIComponent(s)).join('/')
  } catch {
    return Promise.resolve(null)
  }
  return loadBySlug(ctx.brand, ctx.locale, slug, version)
}
