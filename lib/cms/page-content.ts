import 'server-only'
import { cache } from 'react'
import type { ShopContext } from '@/lib/context/shop-context'
import { contentSource } from './content-source'
import { pageOf, type PageStory } from './page-story'
import type { ContentVersion } from './types'

/**
 * The content page for a route, or null (a 404). Cached per request so generateMetadata and the page
 * share one lookup. Route segments arrive percent-encoded; story slugs are plain.
 */
export const loadContentPage = cache(
  async (
    ctx: ShopContext,
    segments: readonly string[],
    version: ContentVersion,
  ): Promise<PageStory | null> => {
    let slug: string
    try {
      slug = segments.map((s) => decodeURIComponent(s)).join('/')
    } catch {
      return null
    }
    const story = await contentSource().getStory({ brand: ctx.brand, locale: ctx.locale, slug, version })
    return story ? pageOf(story) : null
  },
)
