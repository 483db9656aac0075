import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { SHIPPING_PAGE, SHOP_ROUTES } from '@/lib/config/routes'
import { getShopContext } from '@/lib/context/shop-context'
import { canvasStill } from '@/lib/editor/canvas-still'
import { openPhotobox } from '@/lib/api/editor/open-photobox'
import { messagesFor } from '@/lib/i18n/messages'
import { shopHref } from '@/lib/seo/urls'
import { PhotoboxApp } from '@/components/editor/photobox/photobox-app'

type SearchParams = Promise<Record<string, string | string[] | undefined>>

export async function generateMetadata(): Promise<Metadata> {
  const ctx = await getShopContext()
  const t = await getTranslations({ locale: ctx.locale, namespace: 'Photobox' })
  // A personal working page: never indexed.
  return { title: t('metaTitle'), robots: { index: false, follow: false } }
}

/**
 * The photo-box configurator (ADR 0075): /{locale}/configurator-photobox?photoboxDesignType=…
 * &photoboxType=…&photoboxFormat=…&photoboxMaterial=…&quantity=…[&line=]. Both brands sell photo
 * boxes. Unknown options fall back to the defaults; a cart line that is not the visitor's photo box
 * answers 404.
 */
export default async function ConfiguratorPhotoboxPage({ searchParams }: { searchParams: SearchParams }) {
  const ctx = await getShopContext()
  setRequestLocale(ctx.locale)
  const opened = await openPhotobox(ctx, await searchParams)
  if (!opened) notFound()
  const messages = messagesFor(ctx.locale)
  return (
    <PhotoboxApp
      {...opened}
      cartHref={shopHref(ctx, SHOP_ROUTES.cart)}
      shippingHref={shopHref(ctx, SHIPPING_PAGE)}
      still={canvasStill(opened.document, { photoLabel: messages.Editor.add.photoLabel })}
      messages={{
        Photobox: messages.Photobox,
        PhotoCrop: messages.PhotoCrop,
        PhotoProductCart: messages.PhotoProductCart,
        PhotoEditor: messages.PhotoEditor,
        Editor: messages.Editor,
        EditorPanels: messages.EditorPanels,
      }}
    />
  )
}
