import { setRequestLocale } from 'next-intl/server'
import { getShopContext } from '@/lib/context/shop-context'
import { StatusTeaser } from '@/components/error/status-teaser'
import { statusTitle } from '@/lib/routing/status'

export default async function NotFound() {
  const ctx = await getShopContext()
  setRequestLocale(ctx.locale)
  // Nested not-found files cannot export metadata; React hoists this title into <head>.
  return (
    <>
      <title>{statusTitle(404)}</title>
      <StatusTeaser ctx={ctx} />
    </>
  )
}
