import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { getShopContext } from '@/lib/context/shop-context'
import { pageMetadata } from '@/lib/seo/metadata'
import { HomeHero } from '@/components/home/home-hero'
import { TrustPoints } from '@/components/home/trust-points'

export async function generateMetadata(): Promise<Metadata> {
  const ctx = await getShopContext()
  const t = await getTranslations({ locale: ctx.locale, namespace: 'Home' })
  return pageMetadata(ctx, [], t(`${ctx.brand}.title`))
}

export default async function HomePage() {
  const ctx = await getShopContext()
  setRequestLocale(ctx.locale)
  return (
    <>
      <HomeHero ctx={ctx} />
      <TrustPoints brand={ctx.brand} />
    </>
  )
}
