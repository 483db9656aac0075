import { setRequestLocale } from 'next-intl/server'
import { getShopContext } from '@/lib/context/shop-context'
import { NOT_FOUND_METADATA } from '@/lib/seo/metadata'
import { StatusTeaser } from '@/components/error/status-teaser'

export const metadata = NOT_FOUND_METADATA

/**
 * The brand's 404 page as an ordinary static page: the proxy rewrites every path it refuses with 404
 * here and sets the 404 status itself. (A page that calls notFound() gets its body rendered only in
 * the browser by Next 16; this way the HTML is complete for crawlers and visitors without JS.)
 */
export default async function NotFoundPage() {
  const ctx = await getShopContext()
  setRequestLocale(ctx.locale)
  return <StatusTeaser ctx={ctx} />
}
