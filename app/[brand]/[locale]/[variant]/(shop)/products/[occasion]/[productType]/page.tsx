import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { getShopContext } from '@/lib/context/shop-context'
import type { SearchParams } from '@/lib/shop/catalogue/listing-params'
import { occasionFromSlug, productTypeFromSlug } from '@/lib/shop/catalogue/listing-urls'
import { NOT_FOUND_METADATA } from '@/lib/seo/metadata'
import { ListingPage, listingMetadata, type ListingPath } from '@/components/listing/listing-page'

export const dynamic = 'force-dynamic'

interface Props {
  params: Promise<{ occasion: string; productType: string }>
  searchParams: Promise<SearchParams>
}

async function pathOf(params: Props['params']): Promise<Required<ListingPath> | null> {
  const raw = await params
  const occasion = occasionFromSlug(raw.occasion)
  const productType = productTypeFromSlug(raw.productType)
  return occasion && productType ? { occasion, productType } : null
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const ctx = await getShopContext()
  const path = await pathOf(params)
  return path ? listingMetadata(ctx, path, await searchParams) : NOT_FOUND_METADATA
}

/** Occasion × product type: /products/hochzeit/klappkarte/ ("Klappkarten zur Hochzeit"). */
export default async function OccasionProductPage({ params, searchParams }: Props) {
  const ctx = await getShopContext()
  setRequestLocale(ctx.locale)
  const path = await pathOf(params)
  if (!path) notFound()
  return <ListingPage ctx={ctx} path={path} searchParams={await searchParams} />
}
