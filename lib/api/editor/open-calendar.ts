import 'server-only'
import { randomUUID } from 'node:crypto'
import { CALENDAR_ROUTE, SHOP_ROUTES } from '@/lib/config/routes'
import { SHOP_LOCALES, type ShopLocaleCode } from '@/lib/config/locales'
import type { ShopContext } from '@/lib/context/shop-context'
import { requestDb } from '@/lib/api/request-db'
import { posterShop } from '@/lib/api/remote/poster-shop-backend'
import { readRequestOwner } from '@/lib/api/session/request-owner'
import { queryToObject } from '@/lib/http/query'
import { messagesFor } from '@/lib/i18n/messages'
import { shopHref } from '@/lib/seo/urls'
import { newCalendarDocument } from '@/lib/shop/design-print/design/calendar'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import { getSavedDesign, savedDesignOwnerOf } from '@/lib/shop/design-print/saved-designs/saved-designs'
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
import { cartPhotoProductLine } from '@/lib/shop/sales/cart/cart'
import { shopCurrencyOf, type ShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'
import { calendarChoices, type CalendarChoices } from './calendar-choices'

export interface OpenedCalendar {
  document: DesignDocument
  config: CalendarConfig
  choices: CalendarChoices
  /** The saved design this edit continues (autosave target); null for a new calendar. */
  savedId: string | null
  revision: number | null
  /** The cart line this edit saves back to (PATCH); null for a new calendar. */
  lineId: string | null
  quantity: number
  currency: ShopCurrency
  country: string
  locale: ShopLocaleCode
  /** The opening calendar's price as /web-api/calendar-price answers it, so the first paint has one. */
  openingPrice: { key: string; total: number; unitPrice: number } | null
  /** "← Alle Kalender": our own overview with its filters; null where the brand has no overview. */
  backHref: string | null
  /** The configurator's own path (the form's action; the URL the editor keeps current). */
  configuratorHref: string
  /** The overview's query the shopper came from, kept in every URL the configurator writes. */
  list: string | null
}

export type CalendarParams = Record<string, string | string[] | undefined>

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined)

interface Stored {
  document: DesignDocument
  savedId: string | null
  revision: number | null
  lineId: string | null
  quantity: number
}

/** The visitor's saved calendar or cart line the URL names; undefined when it names none. */
async function storedCalendar(params: CalendarParams): Promise<Stored | null | undefined> {
  const saved = one(params.saved)
  const line = one(params.line)
  if (saved === undefined && line === undefined) return undefined
  const owner = await readRequestOwner()
  if (!owner.visitorKey && !owner.customerId) return null
  const db = await requestDb()
  if (saved !== undefined) {
    const savedOwner = savedDesignOwnerOf(owner)
    const design = savedOwner ? await getSavedDesign(db, savedOwner, saved) : null
    if (!design?.document.calendar) return null
    return {
      document: design.document,
      savedId: design.id,
      revision: design.revision,
      lineId: null,
      quantity: 1,
    }
  }
  const row = await cartPhotoProductLine(db, owner, line ?? '', 'calendar')
  if (!row?.document.calendar) return null
  return {
    document: row.document,
    savedId: null,
    revision: null,
    lineId: line ?? null,
    quantity: row.quantity,
  }
}

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
  const stored = await storedCalendar(params)
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
  const currency = shopCurrencyOf(ctx.locale)
  const list = one(params.list) ?? null
  return {
    document,
    config,
    choices: calendarChoices(group, ctx.locale),
    savedId: stored?.savedId ?? null,
    revision: stored?.revision ?? null,
    lineId: stored?.lineId ?? null,
    quantity: config.amount,
    currency,
    country: SHOP_LOCALES[ctx.localeSegment].country,
    locale: ctx.locale,
    openingPrice: await openingPrice(ctx, config, currency),
    backHref: backHrefOf(ctx, list),
    configuratorHref: shopHref(ctx, [CALENDAR_ROUTE]),
    list,
  }
}
