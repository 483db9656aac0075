import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { getShopContext } from '@/lib/context/shop-context'
import { isOn } from '@/lib/flags/evaluate'
import { getPageFlags } from '@/lib/flags/page-flags'
import type { SearchParams } from '@/lib/shop/catalogue/listing-params'
import { NOT_FOUND_METADATA } from '@/lib/seo/metadata'
import { loadProductPage, productMetadata } from '@/lib/api/pages/product-page'
import { ProductDetail } from '@/components/product/product-detail'
import { PageFlagStore } from '@/components/flags/page-flag-store'

export const dynamic = 'force-dynamic'

const STICKY_FLAG = 'kls_sticky_add_to_cart_KS142'

interface Props {
  params: Promise<{ design: string }>
  searchParams: Promise<SearchParams>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const ctx = await getShopContext()
  return (await productMetadata(ctx, (await params).design)) ?? NOT_FOUND_METADATA
}

/** The product page of a design: /products/design/{slug}/ (an unknown design is a 404). */
export default async function DesignPage({ params, searchParams }: Props) {
  const ctx = await getShopContext()
  setRequestLocale(ctx.locale)
  const [page, flags] = await Promise.all([
    loadProductPage(ctx, (await params).design, await searchParams),
    getPageFlags(STICKY_FLAG),
  ])
  if (!page) notFound()
  return (
    <>
      <ProductDetail ctx={ctx} {...page} sticky={isOn(flags.treatments, STICKY_FLAG)} />
      <PageFlagStore evaluations={[[STICKY_FLAG]]} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: page.jsonLd }} />
    </>
  )
}
