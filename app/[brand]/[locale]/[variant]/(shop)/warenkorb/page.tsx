import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import {
  CALENDAR_ROUTE,
  COLLAGE_ROUTE,
  PHOTOBOOK_ROUTE,
  PHOTOBOX_ROUTE,
  PHOTO_PRINTS_ROUTE,
  SHOP_ROUTES,
  WALL_ART_ROUTE,
} from '@/lib/config/routes'
import { getShopContext } from '@/lib/context/shop-context'
import { messagesFor } from '@/lib/i18n/messages'
import { pageMetadata } from '@/lib/seo/metadata'
import { shopHref } from '@/lib/seo/urls'
import { countryName } from '@/lib/shop/sales/cart/page-data'
import { requestCartView } from '@/lib/api/pages/sales'
import { CartPage } from '@/components/cart/cart-page'
import { PageHeadline } from '@/components/ui/page-headline'

// The cart is per visitor (cookie) and lives in the database.
export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const ctx = await getShopContext()
  const t = await getTranslations({ locale: ctx.locale, namespace: 'Cart' })
  return { ...pageMetadata(ctx, SHOP_ROUTES.cart, t('title')), robots: { index: false, follow: true } }
}

/** The cart (/warenkorb): priced by the server on every request, changed in place by the client. */
export default async function CartRoute() {
  const ctx = await getShopContext()
  setRequestLocale(ctx.locale)
  const t = await getTranslations('Cart')
  const view = await requestCartView(ctx.locale)
  const messages = messagesFor(ctx.locale)
  return (
    <div className="container">
      <PageHeadline headline={t('headline')} as="h1" />
      <NextIntlClientProvider
        locale={ctx.locale}
        messages={{
          Cart: messages.Cart,
          WallArtShop: messages.WallArtShop,
          PhotoProductLine: messages.PhotoProductLine,
          DesignApproval: messages.DesignApproval,
        }}
        timeZone="Europe/Berlin"
      >
        <CartPage
          initial={view}
          locale={ctx.locale}
          countryName={countryName(view.country, ctx.locale)}
          checkoutHref={shopHref(ctx, SHOP_ROUTES.checkout)}
          browseHref={shopHref(ctx, SHOP_ROUTES.products)}
          wallArtHref={ctx.brandConfig.features.wallArt ? shopHref(ctx, [WALL_ART_ROUTE]) : undefined}
          photoProductHrefs={{
            calendar: shopHref(ctx, [CALENDAR_ROUTE]),
            photobook: shopHref(ctx, [PHOTOBOOK_ROUTE]),
            photobox: shopHref(ctx, [PHOTOBOX_ROUTE]),
            photoprints: shopHref(ctx, [PHOTO_PRINTS_ROUTE]),
            collage: shopHref(ctx, [COLLAGE_ROUTE]),
          }}
        />
      </NextIntlClientProvider>
    </div>
  )
}
