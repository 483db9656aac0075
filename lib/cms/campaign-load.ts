import 'server-only'
import type { BrandKey } from '@/lib/config/brands'
import type { ShopLocaleCode } from '@/lib/config/locales'
import { campaignOf, currentCampaign, CAMPAIGN_FOLDER, type CurrentCampaign } from './campaigns'
import { contentSource } from './content-source'

/**
 * The brand's campaign at `now`, read from the CMS on each call (the content source answers from
 * its own store; Storyblok's CDN caches). Home pages are cached HTML for everyone, so they do not
 * contain the banner: the browser asks /web-api/campaign-data, whose answer lives no longer than
 * the campaign (ADR 0111), and an ended campaign cannot outlive its date in any cache.
 */
export async function loadCurrentCampaign(
  brand: BrandKey,
  locale: ShopLocaleCode,
  now: Date,
): Promise<CurrentCampaign> {
  const { stories } = await contentSource().listStories({
    brand,
    locale,
    startsWith: CAMPAIGN_FOLDER,
    version: 'published',
  })
  return currentCampaign(
    stories.flatMap((story) => campaignOf(story) ?? []),
    now,
  )
}
