import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { getShopContext } from '@/lib/context/shop-context'
import { StatusTeaser } from '@/components/error/status-teaser'

export const metadata: Metadata = { title: { absolute: '404 - Page not found' }, robots: { index: false } }

export default async function NotFound() {
  const ctx = await getShopContext()
  setRequestLocale(ctx.locale)
  return <StatusTeaser ctx={ctx} />
}
