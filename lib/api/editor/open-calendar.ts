import 'server-only'
import { randomUUID } from 'node:crypto'
import { CALENDAR_ROUTE, SHOP_ROUTES } from '@/lib/config/routes'
import type { ShopContext } from '@/lib/context/shop-context'
import { posterShop } from '@/lib/api/remote/poster-shop-backend'
import { queryToObject } from '@/lib/http/query'
import { messagesFor } from '@/lib/i18n/messages'
import { shopHref } from '@/lib/seo/urls'
import { newCalendarDocument } from '@/lib/shop/design-print/design/calendar'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import {
  calendarConfigOfSpec,
  calendarGroupOf,
  calendarPriceSearch,
  calendarSpecOf,
  readCalendarConfig,
  type CalendarConfig,
} from '@/lib/shop/photo-products/calendar/configurator-query'
import { findCalendarDesignGroup } from '@/lib/shop/photo-products/calendar/design-groups'
import { calendarPriceQuerySchema } from '@/lib/shop/photo-products/calendar/schema'
import { calendarListSearch, readCalendarListState } from '@/lib/shop/photo-products/calendar/list-state'
import { calendarTemplateOf } from '@/lib/shop/photo-products/calendar/template'
import type { ShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'
import { calendarChoices, type CalendarChoices } from './calendar-choices'
import {
  openedFacts,
  storedPhotoProduct,
  type ConfiguratorParams,
  type OpenedPhotoProduct,
} from './open-photo-product'

export interface OpenedCalendar extends OpenedPhotoProduct<CalendarConfig, CalendarChoices> {
  /** "← Alle Kalender": our own overview with its filters; null where the brand has no overview. */
  backHref: string | null
}

export type CalendarParams = ConfiguratorParams

/** The price the page opens with; null when the price list refuses it (the browser then asks). */
async function openingPrice(ctx: ShopContext, config: CalendarConfig, currency: ShopCurrency) {
  const key = calendarPriceSearch(config, currency)
  try {
    const query = calendarPriceQuerySchema.parse(queryToObject(new URLSearchParams(key)))
    const quote = await posterShop().calendarPrice(query, { brand: ctx.brand, locale: ctx.locale })
    return { key, total: quote.total, unitPrice: quote.unitPrice }
  } catch {
    // A stored calendar whose options the price list no longer sells: the price box says why.
    return null
  }
}

function backHrefOf(ctx: ShopContext, list: string | null): string | null {
  if (!ctx.brandConfig.features.photoOverviews) return null
  const query = new URLSearchParams(list ?? '')
  const state = readCalendarListState(queryToObject(query))
  return shopHref(ctx, SHOP_ROUTES.calendars) + calendarListSearch(state)
}

/**
 * What the calendar configurator opens (/{locale}/configurator-calendar, ADR 0072): a new calendar of
 * the design group and options the URL names (without a group, the most popular one; a `type`
 * the group is not made as, that type's most popular group), or the visitor's saved calendar
 * (`saved`) or cart line (`line`) to edit. Null (a 404) for a group that does not exist and for a
 * saved design or line that is not the visitor's or no calendar. Options the group does not offer
 * fall back to its defaults (configurator-query.ts), so an old link still opens. Both brands sell
 * calendars; only the way back needs the brand's overview.
 */
export async function openCalendar(ctx: ShopContext, params: CalendarParams): Promise<OpenedCalendar | null> {
  const stored = await storedPhotoProduct(params, 'calendar')
  if (stored === null) return null
  let document: DesignDocument
  let config: CalendarConfig
  let group = calendarGroupOf(params)
  if (stored) {
    const spec = stored.document.calendar
    group = spec ? (findCalendarDesignGroup(spec.designGroupId) ?? null) : null
    if (!spec || !group) return null
    document = stored.document
    config = calendarConfigOfSpec(spec, stored.quantity)
  } else {
    if (!group) return null
    config = readCalendarConfig(params, group)
    const persons = [messagesFor(ctx.locale).Calendar.persons.first]
    document = newCalendarDocument(
      calendarSpecOf(config, ctx.locale, persons),
      calendarTemplateOf(group),
      randomUUID(),
    )
  }
  const facts = openedFacts(ctx, stored, params)
  return {
    ...facts,
    document,
    config,
    choices: calendarChoices(group, ctx.locale),
    quantity: config.amount,
    openingPrice: await openingPrice(ctx, config, facts.currency),
    backHref: backHrefOf(ctx, facts.list),
    configuratorHref: shopHref(ctx, [CALENDAR_ROUTE]),
  }
}
