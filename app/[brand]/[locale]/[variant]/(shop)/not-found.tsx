import { setRequestLocale } from 'next-intl/server'
import { getShopContext } from '@/lib/context/shop-context'
import { StatusTeaser } from '@/components/error/status-teaser'
import { statusTitle } from '@/lib/routing/status'

export default async function NotFound() {
  const ctx = await getShopContext()
  setRequestLocale(ctx.locale)
  // A nested not-found file cannot export metadata and Next ignores the failed page's, so the spec's
  // title is rendered here; React hoists it into <head>.
  return (
    <>
      <title>{statusTitle(404)}</title>
      <StatusTeaser ctx={ctx} />
    </>
  )
}
