import type { ApiContext } from '@/lib/http/api-context'
import type { PosterShop } from '@/lib/shop/remote/poster-shop'
import type { CalendarListState } from './list-state'

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
