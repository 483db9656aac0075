import type { Metadata } from 'next'
import Link from '@/components/ui/intent-link'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { SHOP_ROUTES } from '@/lib/config/routes'
import { getShopContext } from '@/lib/context/shop-context'
import { pageMetadata } from '@/lib/seo/metadata'
import { shopHref } from '@/lib/seo/urls'
import { DesignGrid } from '@/components/listing/design-grid'
import { PageHeadline } from '@/components/ui/page-headline'
import { visitorWishlist } from '@/components/wishlist/visitor-wishlist'

// The list belongs to the visitor's cookie: never cached, always read.
export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const ctx = await getShopContext()
  const t = await getTranslations({ locale: ctx.locale, namespace: 'Wishlist' })
  return pageMetadata(ctx, SHOP_ROUTES.wishlist, t('title'))
}

/** The wishlist (also /merkzettel): the visitor's saved designs, on brands whose config has one. */
export default async function WishlistPage() {
  const ctx = await getShopContext()
  if (!ctx.brandConfig.features.wishlist) notFound()
  setRequestLocale(ctx.locale)
  const [t, tw, designs] = await Promise.all([
    getTranslations('Wishlist'),
    getTranslations('CatalogWishlist'),
    visitorWishlist(ctx),
  ])
  return (
    <div className="container">
      <PageHeadline headline={t('headline')} subline={t('subline')} as="h1" />
      {designs.length > 0 ? (
        <>
          <p data-testid="wishlist-count">{tw('count', { count: designs.length })}</p>
          <DesignGrid
            ctx={ctx}
            designs={designs}
            saved={new Set(designs.map((d) => d.id))}
            label={t('title')}
          />
        </>
      ) : (
        <p>{t('empty')}</p>
      )}
      <p>
        <Link className="button" href={shopHref(ctx, SHOP_ROUTES.products)}>
          {t('browse')}
        </Link>
      </p>
    </div>
  )
}
