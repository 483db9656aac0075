import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { SHIPPING_PAGE, SHOP_ROUTES } from '@/lib/config/routes'
import { getShopContext } from '@/lib/context/shop-context'
import { canvasStill } from '@/lib/editor/canvas-still'
import { openCalendar } from '@/lib/api/editor/open-calendar'
import { messagesFor } from '@/lib/i18n/messages'
import { shopHref } from '@/lib/seo/urls'
import { CalendarApp } from '@/components/editor/calendar/calendar-app'

type SearchParams = Promise<Record<string, string | string[] | undefined>>

export async function generateMetadata(): Promise<Metadata> {
  const ctx = await getShopContext()
  const t = await getTranslations({ locale: ctx.locale, namespace: 'Calendar' })
  // A personal working page: never indexed.
  return { title: t('metaTitle'), robots: { index: false, follow: false } }
}

/**
 * The calendar configurator (ADR 0072): /{locale}/configurator-calendar?designGroupId=…&formatType=…
 * &mountingType=…&paperType=…&refinementType=…&year=…&startMonth=…&amount=…[&months=][&holidays=]
 * [&accessoryTypes[]=][&saved=|&line=][&list=]. Both brands sell calendars. An unknown design group
 * answers 404; a shared link to someone else's saved calendar opens the options it names.
 */
export default async function ConfiguratorCalendarPage({ searchParams }: { searchParams: SearchParams }) {
  const ctx = await getShopContext()
  setRequestLocale(ctx.locale)
  const opened = await openCalendar(ctx, await searchParams)
  if (!opened) notFound()
  const messages = messagesFor(ctx.locale)
  return (
    <CalendarApp
      {...opened}
      cartHref={shopHref(ctx, SHOP_ROUTES.cart)}
      shippingHref={shopHref(ctx, SHIPPING_PAGE)}
      still={canvasStill(opened.document, { photoLabel: messages.Editor.add.photoLabel })}
      messages={{
        Calendar: messages.Calendar,
        PhotoEditor: messages.PhotoEditor,
        Editor: messages.Editor,
        EditorPanels: messages.EditorPanels,
      }}
    />
  )
}
