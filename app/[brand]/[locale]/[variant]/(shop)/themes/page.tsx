import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { getShopContext } from '@/lib/context/shop-context'
import type { SearchParams } from '@/lib/shop/catalogue/listing-params'
import { ThemePage, themeMetadata } from '@/components/listing/theme-page'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  return themeMetadata(await getShopContext(), undefined)
}

/** /themes/ without an id shows the default theme (spec: 1461). */
export default async function DefaultThemePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const ctx = await getShopContext()
  setRequestLocale(ctx.locale)
  return <ThemePage ctx={ctx} id={undefined} searchParams={await searchParams} />
}
