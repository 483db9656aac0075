import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { COLLAGE_ROUTE, SHIPPING_PAGE, SHOP_ROUTES } from '@/lib/config/routes'
import { getShopContext } from '@/lib/context/shop-context'
import { openCollage, PRECONFIGURATOR_FLAG } from '@/lib/api/editor/open-collage'
import { messagesFor } from '@/lib/i18n/messages'
import { shopHref } from '@/lib/seo/urls'
import { CollageApp } from '@/components/editor/collage/collage-app'
import { PageFlagStore } from '@/components/flags/page-flag-store'

type SearchParams = Promise<Record<string, string | string[] | undefined>>

export async function generateMetadata(): Promise<Metadata> {
  const ctx = await getShopContext()
  const t = await getTranslations({ locale: ctx.locale, namespace: 'Collage' })
  // A personal working page: never indexed.
  return { title: t('metaTitle'), robots: { index: false, follow: false } }
}

/**
 * The collage configurator (ADR 0077): /{locale}/configurator-collage?designId=…&materialType=…
 * [&frameType=…]&formatType=WxH&color=…[&preset=1][&line={cart item}]. Both brands sell collages;
 * without a design the brand's default opens (spec 9: 13 poster, 1 card). An unknown design, or a
 * cart line that is not the visitor's collage, answers 404.
 */
export default async function ConfiguratorCollagePage({ searchParams }: { searchParams: SearchParams }) {
  const ctx = await getShopContext()
  setRequestLocale(ctx.locale)
  const opened = await openCollage(ctx, await searchParams)
  if (!opened) notFound()
  const messages = messagesFor(ctx.locale)
  return (
    <>
      <PageFlagStore evaluations={[[PRECONFIGURATOR_FLAG]]} />
      <CollageApp
        {...opened}
        locale={ctx.locale}
        configuratorHref={shopHref(ctx, [COLLAGE_ROUTE])}
        cartHref={shopHref(ctx, SHOP_ROUTES.cart)}
        shippingHref={shopHref(ctx, SHIPPING_PAGE)}
        messages={{
          Collage: messages.Collage,
          PhotoEditor: messages.PhotoEditor,
          Editor: messages.Editor,
          EditorPanels: messages.EditorPanels,
          PhotoProductCart: messages.PhotoProductCart,
        }}
      />
    </>
  )
}
