import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { SHIPPING_PAGE, SHOP_ROUTES } from '@/lib/config/routes'
import { getShopContext } from '@/lib/context/shop-context'
import { openPhotoPrints } from '@/lib/api/editor/open-photo-prints'
import { messagesFor } from '@/lib/i18n/messages'
import { shopHref } from '@/lib/seo/urls'
import { PhotoPrintsApp } from '@/components/photo-prints/photo-prints-app'

type SearchParams = Promise<Record<string, string | string[] | undefined>>

export async function generateMetadata(): Promise<Metadata> {
  const ctx = await getShopContext()
  const t = await getTranslations({ locale: ctx.locale, namespace: 'PhotoPrints' })
  // A personal working page: never indexed.
  return { title: t('metaTitle'), robots: { index: false, follow: false } }
}

/**
 * The photo-print page (ADR 0076): /{locale}/configurator-photoprint[?format=10x15&paper=matt
 * &border=none][&saved=|&line=]. Both brands sell prints. Unknown defaults fall back to 10 × 15, matt,
 * borderless; a cart line that is not the visitor's photo prints answers 404.
 */
export default async function ConfiguratorPhotoPrintPage({ searchParams }: { searchParams: SearchParams }) {
  const ctx = await getShopContext()
  setRequestLocale(ctx.locale)
  const opened = await openPhotoPrints(ctx, await searchParams)
  if (!opened) notFound()
  const messages = messagesFor(ctx.locale)
  return (
    <PhotoPrintsApp
      {...opened}
      cartHref={shopHref(ctx, SHOP_ROUTES.cart)}
      shippingHref={shopHref(ctx, SHIPPING_PAGE)}
      messages={{
        PhotoPrints: messages.PhotoPrints,
        PhotoCrop: messages.PhotoCrop,
        PhotoProductCart: messages.PhotoProductCart,
        // The autosave line speaks the design tool's words (ADR 0102).
        Editor: { save: messages.Editor.save },
      }}
    />
  )
}
