import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { containerContext } from '@/containers/context'
import { Bloks } from '@/containers/render-bloks'
import { contentVersion } from '@/lib/cms/content-version'
import { loadContentPage } from '@/lib/cms/page-content'
import { getShopContext } from '@/lib/context/shop-context'
import { pageMetadata } from '@/lib/seo/metadata'
import { HomeHero } from '@/components/home/home-hero'
import { TrustPoints } from '@/components/home/trust-points'
import { StoryFlagStore } from '@/components/flags/story-flag-store'
import { CampaignBanner } from '@/components/campaign/campaign-banner'
import { messagesFor } from '@/lib/i18n/messages'

export async function generateMetadata(): Promise<Metadata> {
  const ctx = await getShopContext()
  const { version } = await contentVersion()
  const page = await loadContentPage(ctx, [], version)
  if (page) return pageMetadata(ctx, [], page.title, page.description || undefined)
  const t = await getTranslations({ locale: ctx.locale, namespace: 'Home' })
  return pageMetadata(ctx, [], t(`${ctx.brand}.title`))
}

/**
 * The brand's home page is its `home` story, built by editors from containers. Should the story ever
 * be missing (never published, or deleted), the built-in welcome block keeps the page useful.
 */
export default async function HomePage() {
  const ctx = await getShopContext()
  setRequestLocale(ctx.locale)
  const { version, draft } = await contentVersion()
  const page = await loadContentPage(ctx, [], version)
  // Not part of the cached HTML: the browser fetches the running campaign (ADR 0111).
  const campaign = (
    <CampaignBanner brand={ctx.brand} locale={ctx.locale} texts={messagesFor(ctx.locale).Campaign} />
  )
  if (page)
    return (
      <>
        {campaign}
        <Bloks bloks={page.body} ctx={containerContext(ctx, draft)} />
        <StoryFlagStore brand={ctx.brand} story={page.story} />
      </>
    )
  return (
    <>
      {campaign}
      <HomeHero ctx={ctx} />
      <TrustPoints brand={ctx.brand} locale={ctx.locale} />
    </>
  )
}
