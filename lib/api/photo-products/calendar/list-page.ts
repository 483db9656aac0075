import { isOn } from '@/lib/flags/evaluate'
import { getPageFlags } from '@/lib/flags/page-flags'
import type { ApiContext } from '@/lib/api/api-context'
import { CALENDAR_RATING_FLAG } from '@/lib/model/reviews'
import type { PosterShop } from '@/lib/api/remote/poster-shop'
import type { CalendarListState } from '@/lib/shop/photo-products/calendar/list-state'

/** The API pages at most this many groups per request (spec page sizes 12 and 48). */
const API_PAGE = 48

/**
 * The groups the calendar list shows for a URL state: the first `shown` of the filtered, sorted
 * list, fetched in pages the contract allows, plus the total and the type facets.
 */
export async function loadCalendarList(shop: PosterShop, state: CalendarListState, ctx: ApiContext) {
  const query = { type: state.type, style: state.style ? [state.style] : undefined, sort: state.sort }
  const first = await shop.calendarDesignGroups(
    { ...query, offset: 0, limit: Math.min(state.shown, API_PAGE) },
    ctx,
  )
  const groups = [...first.designGroups]
  while (groups.length < Math.min(state.shown, first.total)) {
    const next = await shop.calendarDesignGroups(
      { ...query, offset: groups.length, limit: Math.min(state.shown - groups.length, API_PAGE) },
      ctx,
    )
    if (next.designGroups.length === 0) break
    groups.push(...next.designGroups)
  }
  return { total: first.total, designGroups: groups, facets: first.facets }
}

/**
 * Whether this visitor's calendar tiles carry the rating line (star-rating experiment, only `on`
 * shows it). The list is rendered per request already (its state is in the query), so evaluating
 * the flag here costs no caching.
 */
export async function showCalendarRatings(): Promise<boolean> {
  const { treatments } = await getPageFlags(CALENDAR_RATING_FLAG)
  return isOn(treatments, CALENDAR_RATING_FLAG)
}
