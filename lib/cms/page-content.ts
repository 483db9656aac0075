import 'server-only'
import { cache } from 'react'
import type { BrandKey } from '@/lib/config/brands'
import type { ShopLocaleCode } from '@/lib/config/locales'
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
    return story ? pageOf(story) : null
  },
)

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
