import 'server-only'
import { cache } from 'react'
import type { BrandKey } from '@/lib/config/brands'
import type { ShopLocaleCode } from '@/lib/config/locales'
import { regionalSpelling } from '@/lib/i18n/spelling'
import { contentSource } from './content-source'
import { pageOf } from './page-story'
import type { ContentPageInfo } from './sitemap'
import { requestSlugOf } from './slugs'

/** Every published content page of a brand with its title in the locale (one paged list request). */
export const loadSitemapPages = cache(
  async (brand: BrandKey, locale: ShopLocaleCode): Promise<ContentPageInfo[]> => {
    const { stories } = await contentSource().listStories({
      brand,
      locale,
      startsWith: '',
      version: 'published',
    })
    return stories.flatMap((story) => {
      const slug = requestSlugOf(story.full_slug, brand)
      const page = pageOf(story)
      if (slug === null || !page) return []
      return [
        {
          slug,
          title: regionalSpelling(page.title, locale),
          tags: story.tag_list,
          publishedAt: story.published_at,
        },
      ]
    })
  },
)
