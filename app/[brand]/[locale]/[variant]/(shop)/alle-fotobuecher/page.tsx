import type { Metadata } from 'next'
import Link from '@/components/ui/intent-link'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { PHOTOBOOK_ROUTE, SHOP_ROUTES } from '@/lib/config/routes'
import { getShopContext } from '@/lib/context/shop-context'
import { formatMoney } from '@/lib/i18n/format'
import { pageMetadata } from '@/lib/seo/metadata'
import { shopHref } from '@/lib/seo/urls'
import { ASPECT_RATIO_KEYS, type AspectRatioKey } from '@/lib/model/design-keys'
import { formatOfShape, photobookEntrySearch } from '@/lib/shop/photo-products/photobook/configurator-query'
import {
  photobookOverviewSearch,
  readPhotobookOverviewState,
} from '@/lib/shop/photo-products/photobook/overview-state'
import { posterShop } from '@/lib/api/remote/poster-shop-backend'
import { PageHeadline } from '@/components/ui/page-headline'
import { DesignTile } from '@/components/photo-products/design-tile'
import { overviewLayout } from '@/components/photo-products/overview-layout'
import { PhotobookFilters } from '@/components/photo-products/photobook-filters'
import { PhotobookPreview } from '@/components/photo-products/photobook-preview'
import styles from '@/components/photo-products/photo-products.module.css'
import { ShowMore } from '@/components/photo-products/show-more'
import { PageFlagStore } from '@/components/flags/page-flag-store'

const isAspectRatio = (value: string): value is AspectRatioKey =>
  (ASPECT_RATIO_KEYS as readonly string[]).includes(value)

type SearchParams = Promise<Record<string, string | string[] | undefined>>

export async function generateMetadata(): Promise<Metadata> {
  const ctx = await getShopContext()
  const t = await getTranslations({ locale: ctx.locale, namespace: 'PhotobookOverview' })
  return pageMetadata(ctx, SHOP_ROUTES.photobooks, t('title'), t('subline'))
}

/** The photo book overview (spec: back link, aspect-ratio and style filters), state in the URL. */
export default async function PhotobookOverviewPage({ searchParams }: { searchParams: SearchParams }) {
  const ctx = await getShopContext()
  if (!ctx.brandConfig.features.photoOverviews) notFound()
  setRequestLocale(ctx.locale)
  const state = readPhotobookOverviewState(await searchParams)
  const [t, tp, list, layout] = await Promise.all([
    getTranslations('PhotobookOverview'),
    getTranslations('PhotoProducts'),
    posterShop().photobookSets(
      {
        aspectRatio: state.aspectRatio ? [state.aspectRatio] : undefined,
        style: state.style ? [state.style] : undefined,
        limit: 48,
      },
      ctx,
    ),
    overviewLayout('voll_grid_overview_photobook_VP312'),
  ])
  const shown = list.designGroupSets.length
  // Each tile opens the configurator with its set; `list` brings the shopper back to these filters.
  const configurator = shopHref(ctx, [PHOTOBOOK_ROUTE])
  const listQuery = photobookOverviewSearch(state).slice(1) || undefined
  return (
    <div className="container">
      <Link className={styles.back} href={shopHref(ctx, SHOP_ROUTES.products)}>
        <span aria-hidden="true">← </span>
        {t('back')}
      </Link>
      <PageHeadline headline={t('headline')} subline={t('subline')} as="h1" />
      <PageFlagStore evaluations={[['voll_grid_overview_photobook_VP312']]} />
      <PhotobookFilters action={shopHref(ctx, SHOP_ROUTES.photobooks)} state={state} />
      {shown === 0 ? (
        <p role="status">{tp('empty')}</p>
      ) : (
        <ul className={layout.className} data-layout={layout.layout} data-testid="photobook-list">
          {list.designGroupSets.map((set) => (
            <DesignTile
              key={set.id}
              href={
                configurator +
                photobookEntrySearch(
                  set.id,
                  listQuery,
                  // Filtered by a shape: the book opens in that shape's format.
                  formatOfShape(set.formats, state.aspectRatio),
                )
              }
              name={set.name}
              meta={set.aspectRatios.map((r) => (isAspectRatio(r) ? tp(`aspectRatio.${r}`) : r)).join(' · ')}
              price={
                ctx.brandConfig.features.pricesInOverview
                  ? tp('priceFrom', { price: formatMoney(set.priceFrom, ctx.locale, set.currency) })
                  : undefined
              }
              priceNote={tp('priceNote')}
              picture={
                <PhotobookPreview
                  motif={set.preview.motif}
                  palette={set.preview.palette}
                  aspectRatio={state.aspectRatio ?? set.aspectRatios[0] ?? 'square'}
                />
              }
            />
          ))}
        </ul>
      )}
      <ShowMore
        progress={tp('progress', { shown, total: list.total })}
        shown={shown}
        total={list.total}
        label={tp('showMore')}
      />
    </div>
  )
}
