import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { getShopContext } from '@/lib/context/shop-context'
import type { SearchParams } from '@/lib/shop/catalogue/listing-params'
import { NOT_FOUND_METADATA } from '@/lib/seo/metadata'
import { loadProductPage, productMetadata } from '@/lib/api/pages/product-page'
import { ProductDetail } from '@/components/product/product-detail'
import { listingWishlistIds } from '@/components/wishlist/visitor-wishlist'

export const dynamic = 'force-dynamic'

interface Props {
  params: Promise<{ design: string }>
  searchParams: Promise<SearchParams>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const ctx = await getShopContext()
  return (await productMetadata(ctx, (await params).design)) ?? NOT_FOUND_METADATA
}

/**
 * The product page of a design: /products/design/{slug}/ (an unknown design is a 404). Without a
 * session it is one rendering for everyone (ADR 0112): the hearts and the flagged sticky bar are the
 * browser's.
 */
export default async function DesignPage({ params, searchParams }: Props) {
  const ctx = await getShopContext()
  setRequestLocale(ctx.locale)
  const [page, saved] = await Promise.all([
    loadProductPage(ctx, (await params).design, await searchParams),
    listingWishlistIds(ctx),
  ])
  if (!page) notFound()
  return (
    <>
      <ProductDetail ctx={ctx} {...page} saved={saved} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: page.jsonLd }} />
    </>
  )
}
