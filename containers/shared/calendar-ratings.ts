import type { ContainerContext } from '../types'
import { CALENDAR_RATING_FLAG } from '@/lib/model/reviews'
import { calendarRatings, type ShownRating } from '@/lib/shop/catalogue/reviews/calendar-ratings'

/**
 * The ratings a calendar container shows: null while the star-rating experiment is not `on` for this
 * rendering (a content flag: the proxy routes visitors with it on to the rendering of their
 * assignment, so story pages stay cached), otherwise the groups with published reviews.
 */
export async function containerCalendarRatings(
  ctx: ContainerContext,
  groupIds: readonly number[],
): Promise<Map<number, ShownRating> | null> {
  if (ctx.treatments?.[CALENDAR_RATING_FLAG] !== 'on') return null
  return calendarRatings(ctx.locale, groupIds)
}
