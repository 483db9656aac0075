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

/** No theme has it (ids start at 1): the page's 404 for a segment that names no theme. */
const INVALID_THEME_ID = 0

/** A segment that is not a theme id is a 404: the proxy answers it (lib/routing/catalogue-index.ts), and so does the page. */
async function idOf(params: Props['params']): Promise<number | undefined> {
  const { id } = await params
  if (!/^[0-9]+$/.test(id)) return INVALID_THEME_ID
  const parsed = themeIdSchema.safeParse(id)
  return parsed.success ? parsed.data : INVALID_THEME_ID
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
