import type { Metadata } from 'next'
import Link from '@/components/ui/intent-link'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { DESIGN_PAGE_SIZES } from '@/lib/config/catalog'
import type { ShopContext } from '@/lib/context/shop-context'
import { catalogueTheme, catalogueThemes, pageDesigns } from '@/lib/api/pages/catalogue'
import { parseListing, type SearchParams } from '@/lib/shop/catalogue/listing-params'
import { DEFAULT_LISTING, themeRoute, themeSearch } from '@/lib/shop/catalogue/listing-urls'
import { NOT_FOUND_METADATA, pageMetadata } from '@/lib/seo/metadata'
import { shopHref } from '@/lib/seo/urls'
import { PageHeadline } from '@/components/ui/page-headline'
import { listingWishlistIds } from '@/components/wishlist/visitor-wishlist'
import { DesignGrid } from './design-grid'
import { FilterForm } from './filter-form'
import { ListingShell } from './listing-shell'
import { ShowMore } from './show-more'
import styles from './listing.module.css'

export async function themeMetadata(ctx: ShopContext, id: number | undefined): Promise<Metadata> {
  const theme = await catalogueTheme(id, ctx.locale)
  if (!theme) return NOT_FOUND_METADATA
  const t = await getTranslations({ locale: ctx.locale, namespace: 'CatalogThemes' })
  const { total } = await pageDesigns({
    brand: ctx.brand,
    locale: ctx.locale,
    theme: theme.id,
  })
  return pageMetadata(ctx, themeRoute(theme.id), theme.name, t('description', { theme: theme.name, total }))
}

/**
 * A theme's designs (spec: /themes/{id}, default 1461, marked as a set page when it is one): sort
 * by popularity or newest, "show more designs" with "x of y designs", and links to other themes.
 */
export async function ThemePage({
  ctx,
  id,
  searchParams,
}: {
  ctx: ShopContext
  id: number | undefined
  searchParams: SearchParams
}) {
  const theme = await catalogueTheme(id, ctx.locale)
  if (!theme) notFound()
  const { sort, page, pageSize } = parseListing(searchParams).state
  const [t, tl, designs, themes, saved] = await Promise.all([
    getTranslations('CatalogThemes'),
    getTranslations('CatalogListing'),
    pageDesigns({
      brand: ctx.brand,
      locale: ctx.locale,
      theme: theme.id,
      sort,
      page,
      pageSize,
    }),
    catalogueThemes({ locale: ctx.locale }),
    listingWishlistIds(ctx),
  ])
  const base = shopHref(ctx, themeRoute(theme.id))
  const shown = designs.items.length
  const others = themes.filter((other) => other.id !== theme.id && other.designCount > 0)
  return (
    <div className="container" data-set-page={theme.isSet || undefined}>
      {theme.isSet && <p className={styles.badge}>{t('setBadge')}</p>}
      <PageHeadline
        headline={theme.name}
        subline={theme.description ?? (theme.isSet ? t('setSubline') : t('subline'))}
        as="h1"
      />
      <ListingShell busyLabel={tl('loading')}>
        <FilterForm
          action={base}
          heading={tl('filters')}
          applyLabel={tl('apply')}
          allLabel={tl('filterAll')}
          defaults={{ sort: DEFAULT_LISTING.sort, pageSize: String(DEFAULT_LISTING.pageSize) }}
          selects={[
            {
              name: 'sort',
              label: tl('sort'),
              value: sort,
              required: true,
              options: [
                { value: 'popularity', label: tl('sortPopularity') },
                { value: 'newest', label: tl('sortNewest') },
              ],
            },
            {
              name: 'pageSize',
              label: tl('pageSize'),
              value: String(pageSize),
              required: true,
              options: DESIGN_PAGE_SIZES.map((s) => ({ value: String(s), label: String(s) })),
            },
          ]}
        />
        {shown > 0 ? (
          <DesignGrid ctx={ctx} designs={designs.items} saved={saved} label={tl('designsList')} />
        ) : (
          <p className={styles.empty}>{tl('empty')}</p>
        )}
        {designs.total > 0 && (
          <ShowMore
            shown={shown}
            total={designs.total}
            progressLabel={tl('progress', { shown, total: designs.total })}
            buttonLabel={tl('showMore')}
            nextHref={shown < designs.total ? base + themeSearch({ sort, pageSize, page: page + 1 }) : null}
          />
        )}
      </ListingShell>
      {others.length > 0 && (
        <section aria-labelledby="other-themes" className={styles.themes}>
          <h2 id="other-themes">{t('others')}</h2>
          <ul>
            {others.map((other) => (
              <li key={other.id}>
                <Link href={shopHref(ctx, themeRoute(other.id))}>{other.name}</Link>{' '}
                <span>{t('designCount', { count: other.designCount })}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
