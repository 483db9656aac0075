import Link from '@/components/ui/intent-link'
import { getTranslations } from 'next-intl/server'
import { DESIGN_PAGE_SIZES } from '@/lib/config/catalog'
import type { ShopContext } from '@/lib/context/shop-context'
import { PUNCHINGS } from '@/lib/model/accessory-keys'
import type { DesignPage } from '@/lib/shop/catalogue/designs'
import type { CatalogueNames, DesignFacets } from '@/lib/shop/catalogue/listing'
import {
  DEFAULT_LISTING,
  listingRoute,
  listingSearch,
  withListing,
  type ListingFilters,
  type ListingState,
} from '@/lib/shop/catalogue/listing-urls'
import { fromNames, localize } from '@/lib/shop/catalogue/localized-text'
import { shopHref } from '@/lib/seo/urls'
import { DesignGrid } from './design-grid'
import { FilterForm, type FilterSelect } from './filter-form'
import { ListingShell } from './listing-shell'
import { ShowMore } from './show-more'
import styles from './listing.module.css'

const QUERY_FIELDS = ['category', 'color', 'style', 'label', 'aspectRatio', 'punching'] as const

/** A listing page's body: occasion links, filters, sort, the designs and "show more". */
export async function DesignListing({
  ctx,
  state,
  page,
  facets,
  names,
  saved,
}: {
  ctx: ShopContext
  state: ListingState
  page: DesignPage
  facets: DesignFacets
  names: CatalogueNames
  saved: ReadonlySet<number> | 'browser'
}) {
  const [t, tn] = await Promise.all([getTranslations('CatalogListing'), getTranslations('CatalogNames')])
  const href = (next: ListingState) => shopHref(ctx, listingRoute(next)) + listingSearch(next)
  const option = (value: string, label: string) => ({ value, label })
  const select = (
    name: string,
    value: string | undefined,
    options: FilterSelect['options'],
  ): FilterSelect => ({
    name,
    label: t(name),
    value: value ?? '',
    options,
  })
  const punchingName = (key: keyof typeof PUNCHINGS) => localize(fromNames(PUNCHINGS[key]), ctx.locale, key)
  const selects: FilterSelect[] = [
    select(
      'product',
      state.productType,
      facets.productType.map((k) => option(k, tn(`productPlural.${k}`))),
    ),
    select(
      'category',
      state.category,
      facets.category.map((k) => option(k, names.categories[k] ?? k)),
    ),
    select(
      'color',
      state.color,
      facets.color.map((k) => option(k, tn(`color.${k}`))),
    ),
    select(
      'style',
      state.style,
      facets.style.map((k) => option(k, tn(`style.${k}`))),
    ),
    select(
      'label',
      state.label,
      facets.label.map((k) => option(k, tn(`label.${k}`))),
    ),
    select(
      'aspectRatio',
      state.aspectRatio,
      facets.aspectRatio.map((k) => option(k, tn(`aspectRatio.${k}`))),
    ),
    select(
      'punching',
      state.punching,
      facets.punching.map((k) => option(k, punchingName(k))),
    ),
    {
      ...select('sort', state.sort, [
        option('popularity', t('sortPopularity')),
        option('newest', t('sortNewest')),
      ]),
      required: true,
    },
    {
      ...select(
        'pageSize',
        String(state.pageSize),
        DESIGN_PAGE_SIZES.map((s) => option(String(s), String(s))),
      ),
      required: true,
    },
  ].filter((s) => s.required || s.options.length > 0)

  const shown = page.items.length
  const filtered = state.productType !== undefined || QUERY_FIELDS.some((f) => state[f] !== undefined)
  const resetState: ListingState = { ...state, page: 1, productType: undefined }
  for (const field of QUERY_FIELDS) resetState[field] = undefined
  const occasionFilters: ListingFilters = { occasion: state.occasion }

  return (
    <>
      {facets.occasion.length > 0 && (
        <nav aria-label={t('occasions')} className={styles.occasions}>
          <ul>
            {facets.occasion.map((key) => (
              <li key={key}>
                <Link
                  href={shopHref(ctx, listingRoute({ occasion: key }))}
                  aria-current={state.occasion === key ? 'page' : undefined}
                >
                  {names.occasions[key] ?? key}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ListingShell busyLabel={t('loading')}>
        <FilterForm
          action={shopHref(ctx, listingRoute(occasionFilters))}
          selects={selects}
          heading={t('filters')}
          applyLabel={t('apply')}
          allLabel={t('filterAll')}
          defaults={{ sort: DEFAULT_LISTING.sort, pageSize: String(DEFAULT_LISTING.pageSize) }}
        />
        <div className={styles.summary}>
          <p data-testid="listing-count">{t('results', { total: page.total })}</p>
          {filtered && <Link href={href(resetState)}>{t('reset')}</Link>}
        </div>
        {shown > 0 ? (
          <DesignGrid ctx={ctx} designs={page.items} saved={saved} label={t('designsList')} />
        ) : (
          <p className={styles.empty}>{t('empty')}</p>
        )}
        {page.total > 0 && (
          <ShowMore
            shown={shown}
            total={page.total}
            progressLabel={t('progress', { shown, total: page.total })}
            buttonLabel={t('showMore')}
            nextHref={shown < page.total ? href(withListing(state, { page: state.page + 1 })) : null}
          />
        )}
      </ListingShell>
    </>
  )
}
