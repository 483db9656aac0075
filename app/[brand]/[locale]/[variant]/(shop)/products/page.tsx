import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { localHref } from '@/lib/cms/links'
import { SHOP_ROUTES } from '@/lib/config/routes'
import { getShopContext, type ShopContext } from '@/lib/context/shop-context'
import { formatMoney } from '@/lib/i18n/format'
import { listingTotalInput } from '@/lib/shop/catalogue/listing-input'
import { parseListing, type SearchParams } from '@/lib/shop/catalogue/listing-params'
import { productKindEntry, productParamTarget } from '@/lib/shop/photo-products/wall-art/urls'
import type { ProductKind } from '@/lib/shop/catalogue/product-kinds'
import { resolveShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'
import { pageMetadata } from '@/lib/seo/metadata'
import { catalogueProductKinds, pageDesigns } from '@/lib/api/pages/catalogue'
import { ListingPage } from '@/components/listing/listing-page'
import { ProductKindList, type ProductKindTile } from '@/components/product/product-kind-list'
import { PageHeadline } from '@/components/ui/page-headline'

// The catalogue lives in the database, which only the serving process may open (PGlite lock).
export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const ctx = await getShopContext()
  const t = await getTranslations({ locale: ctx.locale, namespace: 'Products' })
  return pageMetadata(ctx, SHOP_ROUTES.products, t('title'), t('subline'))
}

/**
 * Product overview (also /produkte/): every design of the brand with filters, sort and "show
 * more". A brand whose catalogue holds no designs yet shows the product kinds it sells instead, each
 * a link, with its "ab …" price where the brand prices overviews. In a wall-art shop the old entry
 * links /products?product=leinwand lead to the configurator with that material.
 */
export default async function ProductsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const ctx = await getShopContext()
  setRequestLocale(ctx.locale)
  const search = await searchParams
  const target = wallArtTarget(ctx, search.product)
  if (target) redirect(target)
  // Whether the brand has designs at all: unfiltered, this is the listing's own read (shared).
  const unfiltered = listingTotalInput(ctx.brand, ctx.locale, {}, parseListing(search).state)
  const [t, { total }] = await Promise.all([getTranslations('Products'), pageDesigns(unfiltered)])
  if (total === 0) {
    const kinds = await catalogueProductKinds(ctx.brand, ctx.locale)
    return (
      <div className="container">
        <PageHeadline headline={t('headline')} subline={t('subline')} as="h1" />
        {kinds.length > 0 ? <ProductKindList kinds={await kindTiles(ctx, kinds)} /> : <p>{t('empty')}</p>}
      </div>
    )
  }
  return (
    <ListingPage ctx={ctx} path={{}} searchParams={search} headline={t('headline')} subline={t('subline')} />
  )
}

function linkContext(ctx: ShopContext) {
  return { ...ctx, trailingSlash: ctx.brandConfig.trailingSlash === 'always' }
}

/** Where `?product=` leads in a wall-art shop; undefined elsewhere or for a value it does not know. */
function wallArtTarget(ctx: ShopContext, product: SearchParams[string]): string | undefined {
  if (!ctx.brandConfig.features.wallArt || typeof product !== 'string') return undefined
  const path = productParamTarget(product)
  return path ? localHref(linkContext(ctx), path) : undefined
}

async function kindTiles(ctx: ShopContext, kinds: readonly ProductKind[]): Promise<ProductKindTile[]> {
  const { wallArt, pricesInOverview } = ctx.brandConfig.features
  if (!wallArt) return [...kinds]
  const t = await getTranslations('CatalogueContainers')
  const currency = resolveShopCurrency(ctx.locale)
  return kinds.map((kind) => {
    const entry = productKindEntry(kind.key, currency)
    const price =
      pricesInOverview && entry.priceFrom !== null
        ? t('priceFrom', { price: formatMoney(entry.priceFrom, ctx.locale, currency) })
        : undefined
    return { ...kind, href: entry.href ? localHref(linkContext(ctx), entry.href) : undefined, price }
  })
}
