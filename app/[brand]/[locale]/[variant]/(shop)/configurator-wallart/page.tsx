import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { SHIPPING_PAGE, SHOP_ROUTES } from '@/lib/config/routes'
import { getShopContext } from '@/lib/context/shop-context'
import { openWallArt } from '@/lib/api/editor/open-wall-art'
import { WALL_ART_FLAGS } from '@/lib/api/editor/wall-art-choices'
import { messagesFor } from '@/lib/i18n/messages'
import { shopHref } from '@/lib/seo/urls'
import { WallArtApp } from '@/components/editor/wall-art/wall-art-app'
import { PageFlagStore } from '@/components/flags/page-flag-store'

type SearchParams = Promise<Record<string, string | string[] | undefined>>
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined)

export async function generateMetadata(): Promise<Metadata> {
  const ctx = await getShopContext()
  const t = await getTranslations({ locale: ctx.locale, namespace: 'WallArt' })
  // A personal working page: never indexed.
  return { title: t('title'), robots: { index: false, follow: false } }
}

/**
 * The wall-art configurator (ADR 0060): /{locale}/configurator-wallart?material=…[&frameType=…]
 * [&format=WxH][&line={cart item}[&copy=1]]. The poster channel's photo on poster, canvas, acrylic,
 * … in a frame or not; the card brand sells no wall art and answers 404.
 */
export default async function ConfiguratorWallArtPage({ searchParams }: { searchParams: SearchParams }) {
  const ctx = await getShopContext()
  setRequestLocale(ctx.locale)
  const query = await searchParams
  const opened = await openWallArt(ctx, {
    material: one(query.material),
    frameType: one(query.frameType),
    format: one(query.format),
    line: one(query.line),
    copy: one(query.copy) === '1',
  })
  if (!opened) notFound()
  return (
    <>
      <PageFlagStore evaluations={[WALL_ART_FLAGS]} />
      <WallArtApp
        {...opened}
        locale={ctx.locale}
        cartHref={shopHref(ctx, SHOP_ROUTES.cart)}
        shippingHref={shopHref(ctx, SHIPPING_PAGE)}
        messages={{
          WallArt: messagesFor(ctx.locale).WallArt,
          EditorPanels: messagesFor(ctx.locale).EditorPanels,
        }}
      />
    </>
  )
}
