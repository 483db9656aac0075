import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { SHOP_ROUTES } from '@/lib/config/routes'
import { getShopContext } from '@/lib/context/shop-context'
import { pageMetadata } from '@/lib/seo/metadata'
import { shopHref } from '@/lib/seo/urls'
import { PageHeadline } from '@/components/ui/page-headline'

export async function generateMetadata(): Promise<Metadata> {
  const ctx = await getShopContext()
  const t = await getTranslations({ locale: ctx.locale, namespace: 'Wishlist' })
  return pageMetadata(ctx, SHOP_ROUTES.wishlist, t('title'))
}

/** The wishlist (also served as /merkzettel) exists on brands whose config enables it. */
export default async function WishlistPage() {
  const ctx = await getShopContext()
  if (!ctx.brandConfig.features.wishlist) notFound()
  setRequestLocale(ctx.locale)
  const t = await getTranslations('Wishlist')
  return (
    <div className="container">
      <PageHeadline headline={t('headline')} subline={t('subline')} as="h1" />
      <p>{t('empty')}</p>
      <Link className="button" href={shopHref(ctx, SHOP_ROUTES.products)}>
        {t('browse')}
      </Link>
    </div>
  )
}
