import { z } from 'zod'
import { CALENDAR_ROUTE } from '@/lib/config/routes'
import { localHref } from '@/lib/cms/links'
import { CALENDAR_TYPE_KEYS } from '@/lib/shop/photo-products/calendar/config'
import { calendarEntrySearch } from '@/lib/shop/photo-products/calendar/configurator-query'
import { posterShop } from '@/lib/api/remote/poster-shop-backend'
import { CalendarPreview } from '@/components/photo-products/calendar-preview'
import { RatingLine } from '@/components/reviews/star-rating'
import { containerCalendarRatings } from '../shared/calendar-ratings'
import {
  CatalogueSection,
  limitField,
  sectionFields,
  sectionOf,
  Tiles,
  type Section,
  type Tile,
} from '../shared/catalogue'
import { containerMessages, tilePrice } from '../shared/money'
import { defineContainer, type ContainerContext } from '../types'

/**
 * Calendar overview: the most popular (or newest) calendar designs of one type or all types, from
 * the calendar catalogue (lib/shop/photo-products/calendar through the poster-shop adapter), each tile
 * opening the calendar configurator with its design group. The editor picks headline, type, order and
 * how many; names and prices are the catalogue's. No headline is no data: nothing renders.
 */
export const calendarOverviewSchema = z.object({
  ...sectionFields,
  type: z.enum(CALENDAR_TYPE_KEYS).optional().catch(undefined),
  sort: z.enum(['popularity', 'newest']).default('popularity'),
  limit: limitField,
})

export interface CalendarOverviewProps {
  section: Section
  query: { type?: (typeof CALENDAR_TYPE_KEYS)[number]; sort: 'popularity' | 'newest'; limit: number }
}

export function calendarOverviewProps(
  data: z.output<typeof calendarOverviewSchema>,
  ctx: ContainerContext,
): CalendarOverviewProps | null {
  if (!data.headline) return null
  return { section: sectionOf(data, ctx), query: { type: data.type, sort: data.sort, limit: data.limit } }
}

/** The tiles for the props, read from the catalogue; null when no calendar matches. */
export async function calendarOverviewTiles(
  props: CalendarOverviewProps,
  ctx: ContainerContext,
): Promise<Tile[] | null> {
  const [t, list] = await Promise.all([
    containerMessages(ctx),
    posterShop().calendarDesignGroups({ ...props.query, offset: 0 }, ctx),
  ])
  if (!list.designGroups.length) return null
  const ratings = await containerCalendarRatings(
    ctx,
    list.designGroups.map((g) => g.id),
  )
  return list.designGroups.map((group) => ({
    key: group.id,
    title: group.name,
    meta: `${group.typeName} · ${t('formats', { count: group.formats.length })}`,
    price: tilePrice(t, ctx, group.priceFrom, group.currency),
    rating: ratings && <RatingLine {...ratings.get(group.id)} />,
    // The tile opens the configurator with this design group (its "back" leads to the calendar list).
    href: localHref(ctx, `/${CALENDAR_ROUTE}${calendarEntrySearch(group.id)}`),
    picture: (
      <CalendarPreview
        motif={group.preview.motif}
        palette={group.preview.palette}
        landscape={group.formats[0]?.aspectRatio === 'landscape'}
      />
    ),
  }))
}

export const calendarOverview = defineContainer({
  schema: calendarOverviewSchema,
  transform: calendarOverviewProps,
  Component: async ({ data, ctx }: { data: CalendarOverviewProps; ctx: ContainerContext }) => {
    const tiles = await calendarOverviewTiles(data, ctx)
    if (!tiles) return null
    return (
      <CatalogueSection name="calendar_overview" section={data.section}>
        <Tiles tiles={tiles} label={data.section.headline} />
      </CatalogueSection>
    )
  },
})
