import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { SitemapGroups, type SitemapGroup } from '@/containers/sitemap/sitemap'
import { loadSitemapPages } from '@/lib/cms/sitemap-pages'
import { SITEMAP_GROUPS, sitemapEntries } from '@/lib/cms/sitemap'
import { getShopContext } from '@/lib/context/shop-context'
import { pageMetadata } from '@/lib/seo/metadata'
import { shopHref } from '@/lib/seo/urls'
import { PageHeadline } from '@/components/ui/page-headline'

const ROUTE = ['sitemap']

export async function generateMetadata(): Promise<Metadata> {
  const ctx = await getShopContext()
  const t = await getTranslations({ locale: ctx.locale, namespace: 'Content.sitemap' })
  return pageMetadata(ctx, ROUTE, t('title'))
}

/** Spec: /sitemap with the headline SITEMAP and its items, grouped; the same entries as sitemap.xml. */
export default async function SitemapPage() {
  const ctx = await getShopContext()
  setRequestLocale(ctx.locale)
  const t = await getTranslations({ locale: ctx.locale, namespace: 'Content.sitemap' })
  const entries = sitemapEntries(ctx.brand, await loadSitemapPages(ctx.brand, ctx.locale))
  const groups: SitemapGroup[] = SITEMAP_GROUPS.flatMap((group) => {
    const links = entries
      .filter((e) => e.group === group)
      .map((e) => ({ label: e.labelKey ? t(e.labelKey) : (e.title ?? ''), href: shopHref(ctx, e.route) }))
    return links.length ? [{ headline: t(group), links }] : []
  })
  return (
    <>
      <div className="container">
        <PageHeadline headline={t('title')} as="h1" />
      </div>
      <SitemapGroups groups={groups} />
    </>
  )
}
