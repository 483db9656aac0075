import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { SHOP_ROUTES } from '@/lib/config/routes'
import { getShopContext } from '@/lib/context/shop-context'
import { listingTotalInput } from '@/lib/shop/catalogue/listing-input'
import { parseListing, type SearchParams } from '@/lib/shop/catalogue/listing-params'
import { pageMetadata } from '@/lib/seo/metadata'
import { catalogueProductKinds, pageDesigns } from '@/lib/api/pages/catalogue'
import { ListingPage } from '@/components/listing/listing-page'
import { ProductKindList } from '@/components/product/product-kind-list'
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
 * more". A brand whose catalogue holds no designs yet shows the product kinds it sells instead.
 */
export default async function ProductsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const ctx = await getShopContext()
  setRequestLocale(ctx.locale)
  const search = await searchParams
  // Whether the brand has designs at all: unfiltered, this is the listing's own read (shared).
  const unfiltered = listingTotalInput(ctx.brand, ctx.locale, {}, parseListing(search).state)
  const [t, { total }] = await Promise.all([getTranslations('Products'), pageDesigns(unfiltered)])
  if (total === 0) {
    const kinds = await catalogueProductKinds(ctx.brand, ctx.locale)
    return (
      <div className="container">
        <PageHeadline headline={t('headline')} subline={t('subline')} as="h1" />
        {kinds.length > 0 ? <ProductKindList kinds={kinds} /> : <p>{t('empty')}</p>}
      </div>
    )
  }
  return (
    <ListingPage ctx={ctx} path={{}} searchParams={search} headline={t('headline')} subline={t('subline')} />
  )
}
