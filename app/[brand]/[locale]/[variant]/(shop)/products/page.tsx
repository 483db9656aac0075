import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { SHOP_ROUTES } from '@/lib/config/routes'
import { getShopContext } from '@/lib/context/shop-context'
import { getDb } from '@/lib/db/client'
import type { SearchParams } from '@/lib/shop/catalog/listing-params'
import { listDesignsThroughCached } from '@/lib/shop/catalog/listing-cached'
import { listProductKinds } from '@/lib/shop/catalog/product-kinds'
import { pageMetadata } from '@/lib/seo/metadata'
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
  const db = await getDb()
  const [t, { total }] = await Promise.all([
    getTranslations('Products'),
    listDesignsThroughCached(db, { brand: ctx.brand, locale: ctx.locale }),
  ])
  if (total === 0) {
    const kinds = await listProductKinds(db, ctx.brand, ctx.locale)
    return (
      <div className="container">
        <PageHeadline headline={t('headline')} subline={t('subline')} as="h1" />
        {kinds.length > 0 ? <ProductKindList kinds={kinds} /> : <p>{t('empty')}</p>}
      </div>
    )
  }
  return (
    <ListingPage
      ctx={ctx}
      path={{}}
      searchParams={await searchParams}
      headline={t('headline')}
      subline={t('subline')}
    />
  )
}
