import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { CALENDAR_ROUTE, SHOP_ROUTES } from '@/lib/config/routes'
import { getShopContext } from '@/lib/context/shop-context'
import { formatMoney } from '@/lib/i18n/format'
import { pageMetadata } from '@/lib/seo/metadata'
import { shopHref } from '@/lib/seo/urls'
import { loadCalendarList, showCalendarRatings } from '@/lib/api/photo-products/calendar/list-page'
import {
  calendarListSearch,
  CALENDAR_PAGE_SIZE,
  readCalendarListState,
} from '@/lib/shop/photo-products/calendar/list-state'
import { calendarEntrySearch } from '@/lib/shop/photo-products/calendar/configurator-query'
import { posterShop } from '@/lib/api/remote/poster-shop-backend'
import { calendarRatings } from '@/lib/shop/catalogue/reviews/calendar-ratings'
import { PageHeadline } from '@/components/ui/page-headline'
import { CalendarFilters } from '@/components/photo-products/calendar-filters'
import { CalendarPreview } from '@/components/photo-products/calendar-preview'
import { DesignTile } from '@/components/photo-products/design-tile'
import { overviewLayout } from '@/components/photo-products/overview-layout'
import { ShowMore } from '@/components/photo-products/show-more'
import { RatingLine } from '@/components/reviews/star-rating'
import { PageFlagStore } from '@/components/flags/page-flag-store'
import { CALENDAR_RATING_FLAG } from '@/lib/model/reviews'

type SearchParams = Promise<Record<string, string | string[] | undefined>>

export async function generateMetadata(): Promise<Metadata> {
  const ctx = await getShopContext()
  const t = await getTranslations({ locale: ctx.locale, namespace: 'CalendarList' })
  return pageMetadata(ctx, SHOP_ROUTES.calendars, t('title'), t('subline'))
}

/** The calendar list (spec: filter, sort by popularity or newest, show more), state in the URL. */
export default async function CalendarListPage({ searchParams }: { searchParams: SearchParams }) {
  const ctx = await getShopContext()
  if (!ctx.brandConfig.features.photoOverviews) notFound()
  setRequestLocale(ctx.locale)
  const state = readCalendarListState(await searchParams)
  const [t, tp, list, layout, showRatings] = await Promise.all([
    getTranslations('CalendarList'),
    getTranslations('PhotoProducts'),
    loadCalendarList(posterShop(), state, ctx),
    overviewLayout('voll_grid_overview_calendar_VP311'),
    showCalendarRatings(),
  ])
  const ratings = showRatings
    ? await calendarRatings(
        ctx.locale,
        list.designGroups.map((g) => g.id),
      )
    : null
  const action = shopHref(ctx, SHOP_ROUTES.calendars)
  const shown = list.designGroups.length
  // Each tile opens the configurator with its design group; `list` brings the shopper back to this list.
  const configurator = shopHref(ctx, [CALENDAR_ROUTE])
  const listQuery = calendarListSearch(state).slice(1) || undefined
  const more =
    shown < list.total
      ? action + calendarListSearch({ ...state, shown: shown + CALENDAR_PAGE_SIZE })
      : undefined
  return (
    <div className="container">
      <PageHeadline headline={t('headline')} subline={t('subline')} as="h1" />
      <PageFlagStore evaluations={[['voll_grid_overview_calendar_VP311'], [CALENDAR_RATING_FLAG]]} />
      <CalendarFilters action={action} state={state} types={list.facets.types} />
      {shown === 0 ? (
        <p role="status">{tp('empty')}</p>
      ) : (
        <ul className={layout.className} data-layout={layout.layout} data-testid="calendar-list">
          {list.designGroups.map((group) => (
            <DesignTile
              key={group.id}
              href={configurator + calendarEntrySearch(group.id, listQuery)}
              name={group.name}
              meta={`${group.typeName} · ${tp('formats', { count: group.formats.length })}`}
              rating={ratings && <RatingLine {...ratings.get(group.id)} />}
              price={
                ctx.brandConfig.features.pricesInOverview
                  ? tp('priceFrom', { price: formatMoney(group.priceFrom, ctx.locale, group.currency) })
                  : undefined
              }
              priceNote={tp('priceNote')}
              picture={
                <CalendarPreview
                  motif={group.preview.motif}
                  palette={group.preview.palette}
                  landscape={group.formats[0]?.aspectRatio === 'landscape'}
                />
              }
            />
          ))}
        </ul>
      )}
      <ShowMore
        progress={tp('progress', { shown, total: list.total })}
        shown={shown}
        total={list.total}
        href={more}
        label={tp('showMore')}
      />
    </div>
  )
}
