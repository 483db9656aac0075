import 'server-only'
import { getTranslations } from 'next-intl/server'
import type { ShopLocaleCode } from '@/lib/config/locales'
import { getDb } from '@/lib/db/client'
import { productRatings, type RatingSummary } from './ratings'

export interface ShownRating {
  summary: RatingSummary
  /** "4,6 von 5 Sternen, 23 Bewertungen" in the page's language. */
  label: string
}

/**
 * The ratings of calendar design groups as the poster shop shows them (experiment
 * voll_star_rating_calendar_VP320): only groups with at least one published review have one.
 */
export async function calendarRatings(
  locale: ShopLocaleCode,
  groupIds: readonly number[],
): Promise<Map<number, ShownRating>> {
  const [t, ratings] = await Promise.all([
    getTranslations({ locale, namespace: 'Reviews' }),
    productRatings(await getDb(), 'calendar', groupIds),
  ])
  const decimal = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  const shown = new Map<number, ShownRating>()
  for (const id of groupIds) {
    const summary = ratings[String(id)]
    if (summary && summary.count > 0) {
      const label = t('stars', { average: decimal.format(summary.average), count: summary.count })
      shown.set(id, { summary, label })
    }
  }
  return shown
}
