import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { SHOP_ROUTES } from '@/lib/config/routes'
import { getShopContext } from '@/lib/context/shop-context'
import { getDb } from '@/lib/db/client'
import { listProductKinds } from '@/lib/shop/catalog/product-kinds'
import { pageMetadata } from '@/lib/seo/metadata'
import { PageHeadline } from '@/components/ui/page-headline'
import { ProductKindList } from '@/components/product/product-kind-list'

// The catalogue lives in the database, which only the serving process may open (PGlite lock).
export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const ctx = await getShopContext()
  const t = await getTranslations({ locale: ctx.locale, namespace: 'Products' })
  return pageMetadata(ctx, SHOP_ROUTES.products, t('title'), t('subline'))
}

/** Product overview (also served as /produkte/): what the brand sells, from the catalogue. */
export default async function ProductsPage() {
  const ctx = await getShopContext()
  setRequestLocale(ctx.locale)
  const [t, kinds] = await Promise.all([
    getTranslations('Products'),
    listProductKinds(await getDb(), ctx.brand, ctx.locale),
  ])
  return (
    <div className="container">
      <PageHeadline headline={t('headline')} subline={t('subline')} as="h1" />
      {kinds.length > 0 ? <ProductKindList kinds={kinds} /> : <p>{t('empty')}</p>}
    </div>
  )
}
