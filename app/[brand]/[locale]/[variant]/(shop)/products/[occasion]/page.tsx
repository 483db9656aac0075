import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { getShopContext } from '@/lib/context/shop-context'
import type { SearchParams } from '@/lib/shop/catalogue/listing-params'
import { occasionFromSlug } from '@/lib/shop/catalogue/listing-urls'
import { NOT_FOUND_METADATA } from '@/lib/seo/metadata'
import { ListingPage, listingMetadata } from '@/components/listing/listing-page'

export const dynamic = 'force-dynamic'

interface Props {
  params: Promise<{ occasion: string }>
  searchParams: Promise<SearchParams>
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const ctx = await getShopContext()
  const occasion = occasionFromSlug((await params).occasion)
  return occasion ? listingMetadata(ctx, { occasion }, await searchParams) : NOT_FOUND_METADATA
}

/** An occasion's designs: /products/hochzeit/. */
export default async function OccasionPage({ params, searchParams }: Props) {
  const ctx = await getShopContext()
  setRequestLocale(ctx.locale)
  const occasion = occasionFromSlug((await params).occasion)
  if (!occasion) notFound()
  return <ListingPage ctx={ctx} path={{ occasion }} searchParams={await searchParams} />
}
