import { SHOP_ROUTES } from '@/lib/config/routes'
import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { getShopContext } from '@/lib/context/shop-context'
import { canvasStill } from '@/lib/editor/canvas-still'
import { openEditor } from '@/lib/api/editor/open-editor'
import { openingPrice } from '@/lib/editor/opening-price'
import { messagesFor } from '@/lib/i18n/messages'
import { shopHref } from '@/lib/seo/urls'
import { EditorApp } from '@/components/editor/editor-app'

type SearchParams = Promise<Record<string, string | string[] | undefined>>
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined)

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const ctx = await getShopContext()
  const t = await getTranslations({ locale: ctx.locale, namespace: 'Editor' })
  const opened = await openEditor(ctx, { design: one((await searchParams).design) })
  // A personal working page: never indexed.
  return { title: t('title', { design: opened?.designName ?? '' }), robots: { index: false, follow: false } }
}

/**
 * The design tool (/{locale}/configurator-card?design={id}[&saved={uuid}][&format=a5&ribbon=…]). It lives in the shop
 * layout so the header stays (the way back to the shop); on phones the tool itself fits the screen.
 */
export default async function ConfiguratorCardPage({ searchParams }: { searchParams: SearchParams }) {
  const ctx = await getShopContext()
  setRequestLocale(ctx.locale)
  const query = await searchParams
  // Without a design there is nothing to open: the designs to choose one from (issue 32 point 4).
  if (one(query.design) === undefined && one(query.saved) === undefined)
    redirect(shopHref(ctx, SHOP_ROUTES.products))
  // The rest of the query is the product page's choices (format, paper, punching, …: issue 30 point 1).
  const opened = await openEditor(ctx, { design: one(query.design), saved: one(query.saved), query })
  if (!opened) notFound()
  return (
    <EditorApp
      {...opened}
      locale={ctx.locale}
      myDesignsHref={shopHref(ctx, ['configurator-card', 'designs'])}
      cartHref={shopHref(ctx, SHOP_ROUTES.cart)}
      samples={ctx.brandConfig.features.freeSamples}
      still={canvasStill(opened.document, {
        photoLabel: messagesFor(ctx.locale).Editor.add.photoLabel,
        refinement: opened.options.refinement,
      })}
      openingPrice={openingPrice(opened.options, opened.country, ctx.locale)}
      messages={{
        Editor: messagesFor(ctx.locale).Editor,
        EditorPanels: messagesFor(ctx.locale).EditorPanels,
        DesignApproval: messagesFor(ctx.locale).DesignApproval,
      }}
    />
  )
}
