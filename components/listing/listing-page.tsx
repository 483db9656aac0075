import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import type { ShopContext } from '@/lib/context/shop-context'
import type { OccasionKey } from '@/lib/model/catalog-keys'
import { pageCatalogueNames, pageDesignFacets, pageDesigns } from '@/lib/api/pages/catalogue'
import { listingReadInput, listingTotalInput } from '@/lib/shop/catalogue/listing-input'
import { parseListing, type SearchParams } from '@/lib/shop/catalogue/listing-params'
import { listingRoute, listingSearch, type ListingState } from '@/lib/shop/catalogue/listing-urls'
import type { ProductTypeKey } from '@/lib/model/product-types'
import { pageMetadata } from '@/lib/seo/metadata'
import { shopHref } from '@/lib/seo/urls'
import { PageHeadline } from '@/components/ui/page-headline'
import { listingWishlistIds } from '@/components/wishlist/visitor-wishlist'
import { DesignListing } from './design-listing'

export interface ListingPath {
  occasion?: OccasionKey
  productType?: ProductTypeKey
}

/** The listing's headline: occasion × product type labels ("Klappkarten zur Hochzeit"). */
export async function listingHeadline(ctx: ShopContext, state: ListingPath): Promise<string> {
  const [t, tn] = await Promise.all([
    getTranslations({ locale: ctx.locale, namespace: 'CatalogListing' }),
    getTranslations({ locale: ctx.locale, namespace: 'CatalogNames' }),
  ])
  const occasion = state.occasion && tn(`occasionFor.${state.occasion}`)
  const product = state.productType && tn(`productPlural.${state.productType}`)
  if (occasion && product) return t('occasionProduct', { product, occasion })
  if (occasion) return t('occasion', { occasion })
  return product ?? t('all')
}

async function load(ctx: ShopContext, state: ListingState) {
  return Promise.all([
    pageDesigns(listingReadInput(ctx.brand, ctx.locale, state)),
    pageDesignFacets(ctx.brand),
    pageCatalogueNames({ brand: ctx.brand, locale: ctx.locale }),
    listingWishlistIds(ctx),
  ])
}

/**
 * Title and description of an occasion or occasion × product listing, canonical on its path. The
 * count is the path's; without query filters its read is the page's own (one query for both).
 */
export async function listingMetadata(
  ctx: ShopContext,
  path: ListingPath,
  searchParams: SearchParams,
): Promise<Metadata> {
  const t = await getTranslations({ locale: ctx.locale, namespace: 'CatalogListing' })
  const headline = await listingHeadline(ctx, path)
  const { state } = parseListing(searchParams, path)
  const { total } = await pageDesigns(listingTotalInput(ctx.brand, ctx.locale, path, state))
  return pageMetadata(ctx, listingRoute(path), headline, t('description', { headline, total }))
}

/**
 * A listing page: reads the URL (redirecting to its one clean form first), then renders the
 * designs. `headline` overrides the generated one (the /products overview keeps its own).
 */
export async function ListingPage({
  ctx,
  path,
  searchParams,
  headline,
  subline,
}: {
  ctx: ShopContext
  path: ListingPath
  searchParams: SearchParams
  headline?: string
  subline?: string
}) {
  const { state, canonical } = parseListing(searchParams, path)
  if (!canonical) redirect(shopHref(ctx, listingRoute(state)) + listingSearch(state))
  const t = await getTranslations('CatalogListing')
  const [page, facets, names, saved] = await load(ctx, state)
  return (
    <div className="container">
      <PageHeadline
        headline={headline ?? (await listingHeadline(ctx, path))}
        subline={subline ?? t('subline')}
        as="h1"
      />
      <DesignListing ctx={ctx} state={state} page={page} facets={facets} names={names} saved={saved} />
    </div>
  )
}
