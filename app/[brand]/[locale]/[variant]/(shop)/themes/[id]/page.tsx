import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { getShopContext } from '@/lib/context/shop-context'
import type { SearchParams } from '@/lib/shop/catalogue/listing-params'
import { themeIdSchema } from '@/lib/shop/catalogue/schema'
import { ThemePage, themeMetadata } from '@/components/listing/theme-page'

export const dynamic = 'force-dynamic'

interface Props {
  params: Promise<{ id: string }>
  searchParams: Promise<SearchParams>
}

/** A segment that is not a theme id falls back to the default theme, as a missing one does. */
async function idOf(params: Props['params']): Promise<number | undefined> {
  const { id } = await params
  const parsed = themeIdSchema.safeParse(/^[0-9]+$/.test(id) ? id : undefined)
  return parsed.success ? parsed.data : undefined
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return themeMetadata(await getShopContext(), await idOf(params))
}

/** /themes/{id}/: the designs of one theme; an unknown id is a 404. */
export default async function ThemeIdPage({ params, searchParams }: Props) {
  const ctx = await getShopContext()
  setRequestLocale(ctx.locale)
  return <ThemePage ctx={ctx} id={await idOf(params)} searchParams={await searchParams} />
}
