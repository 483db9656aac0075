import 'server-only'
import { randomUUID } from 'node:crypto'
import { CALENDAR_ROUTE, SHOP_ROUTES } from '@/lib/config/routes'
import type { ShopContext } from '@/lib/context/shop-context'
import { posterShop } from '@/lib/api/remote/poster-shop-backend'
import { queryToObject } from '@/lib/http/query'
import { messagesFor } from '@/lib/i18n/messages'
import { shopHref } from '@/lib/seo/urls'
import { newCalendarDocument } from '@/lib/shop/design-print/design/calendar'
import type { CalendarSpec } from '@/lib/shop/design-print/design/calendar-spec'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import {
  calendarConfigOfSpec,
  calendarGroupOf,
  calendarPriceSearch,
  calendarSpecOf,
  readCalendarConfig,
  type CalendarConfig,
} from '@/lib/shop/photo-products/calendar/configurator-query'
import {
  findCalendarDesignGroup,
  type CalendarDesignGroup,
} from '@/lib/shop/photo-products/calendar/design-groups'
import { calendarPriceQuerySchema } from '@/lib/shop/photo-products/calendar/schema'
import { calendarListSearch, readCalendarListState } from '@/lib/shop/photo-products/calendar/list-state'
import { calendarTemplateOf } from '@/lib/shop/photo-products/calendar/template'
import type { ShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'
import { calendarChoices, type CalendarChoices } from './calendar-choices'
import {
  one,
  openedFacts,
  storedPhotoProduct,
  type ConfiguratorParams,
  type OpenedPhotoProduct,
  type StoredPhotoProduct,
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
 * The options of a stored calendar: its own spec; a cart line's quantity, or for a saved design (which
 * keeps no quantity) the link's `amount`; the first month written as the link wrote it (`startDate`).
 */
function storedConfig(
  spec: CalendarSpec,
  group: CalendarDesignGroup,
  stored: StoredPhotoProduct,
  params: CalendarParams,
): CalendarConfig {
  const linked = readCalendarConfig(params, group)
  return {
    ...calendarConfigOfSpec(spec, stored.lineId ? stored.quantity : linked.amount),
    startAsDate: linked.startAsDate,
  }
}

/**
 * What the calendar configurator opens (/{locale}/configurator-calendar, ADR 0072): a new calendar of
 * the design group and options the URL names (without a group, the most popular one; a `type`
 * the group is not made as, that type's most popular group), or the visitor's saved calendar
 * (`saved`) or cart line (`line`) to edit; someone else's opens as the options its link names (a
 * shared link). Null (a 404) for a group that does not exist, for a stored design that is no
 * calendar, and for someone else's named without a group. Options the group does not offer fall
 * back to its defaults (configurator-query.ts), so an old link still opens. Both brands sell
 * calendars; only the way back needs the brand's overview.
 */
export async function openCalendar(ctx: ShopContext, params: CalendarParams): Promise<OpenedCalendar | null> {
  const found = await storedPhotoProduct(params, 'calendar')
  // A link to someone else's calendar (the address bar of a configured calendar, shared): it opens the
  // options the link names as a new calendar, without the owner's photos, and never the owner's draft.
  // Only a link naming nothing but the stored design stays a 404.
  if (found === null && one(params.designGroupId) === undefined) return null
  const stored = found ?? undefined
  let document: DesignDocument
  let config: CalendarConfig
  let group = calendarGroupOf(params)
  if (stored) {
    const spec = stored.document.calendar
    group = spec ? (findCalendarDesignGroup(spec.designGroupId) ?? null) : null
    if (!spec || !group) return null
    document = stored.document
    config = storedConfig(spec, group, stored, params)
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
