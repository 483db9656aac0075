import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { lengthUnitOf } from '@/lib/config/locales'
import { SHIPPING_PAGE, SHOP_ROUTES } from '@/lib/config/routes'
import { getShopContext } from '@/lib/context/shop-context'
import { canvasStill } from '@/lib/editor/canvas-still'
import { openPhotobook } from '@/lib/api/editor/open-photobook'
import { messagesFor } from '@/lib/i18n/messages'
import { shopHref } from '@/lib/seo/urls'
import { PhotobookApp } from '@/components/editor/photobook/photobook-app'

type SearchParams = Promise<Record<string, string | string[] | undefined>>

export async function generateMetadata(): Promise<Metadata> {
  const ctx = await getShopContext()
  const t = await getTranslations({ locale: ctx.locale, namespace: 'Photobook' })
  // A personal working page: never indexed.
  return { title: t('metaTitle'), robots: { index: false, follow: false } }
}

/**
 * The photo-book configurator (ADR 0073): /{locale}/configurator-photobook?designGroupSetId=…&type=…
 * &format=…&cover=…&binding=…&paper=…&coverLamination=…&pageCount=…&amount=…[&saved=|&line=][&list=].
 * Both brands sell photo books. An unknown set, or a saved design or cart line that is not the
 * visitor's photo book, answers 404.
 */
export default async function ConfiguratorPhotobookPage({ searchParams }: { searchParams: SearchParams }) {
  const ctx = await getShopContext()
  setRequestLocale(ctx.locale)
  const opened = await openPhotobook(ctx, await searchParams)
  if (!opened) notFound()
  const messages = messagesFor(ctx.locale)
  return (
    <PhotobookApp
      {...opened}
      unit={lengthUnitOf(ctx.locale)}
      cartHref={shopHref(ctx, SHOP_ROUTES.cart)}
      shippingHref={shopHref(ctx, SHIPPING_PAGE)}
      still={canvasStill(opened.document, { photoLabel: messages.Editor.add.photoLabel })}
      messages={{
        Photobook: messages.Photobook,
        PhotoEditor: messages.PhotoEditor,
        Editor: messages.Editor,
        EditorPanels: messages.EditorPanels,
      }}
    />
  )
}
