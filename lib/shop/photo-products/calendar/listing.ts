import type { ShopLocaleCode } from '@/lib/config/locales'
import { pickName } from '@/lib/shop/catalogue/pick-name'
import { ShopError } from '@/lib/shop/common/errors'
import { resolveShopCurrency, type ShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'
import { CALENDAR_FORMATS, CALENDAR_TYPES, calendarAspectRatio, type CalendarType } from './config'
import { CALENDAR_DESIGN_GROUPS, type CalendarDesignGroup } from './design-groups'
import { calendarPriceFrom } from './pricing'
import type { CalendarListQuery } from './schema'

export interface CalendarGroupSummary {
  id: number
  name: string
  type: CalendarType
  typeName: string
  formats: { key: string; widthMm: number; heightMm: number; aspectRatio: string }[]
  style: string
  colours: string[]
  popularity: number
  createdAt: string
  priceFrom: number
  currency: ShopCurrency
  preview: { motif: string; palette: string[] }
}

export interface CalendarGroupList {
  total: number
  offset: number
  limit: number
  designGroups: CalendarGroupSummary[]
  facets: { types: { key: CalendarType; name: string; count: number }[] }
}

/**
 * The calendar list (spec: filter, sort by popularity or newest, show more): filters narrow, sort
 * orders with the id as tie-break so pages never overlap, offset/limit page. One id gives that group.
 */
export function listCalendarDesignGroups(
  query: CalendarListQuery,
  locale: ShopLocaleCode,
): CalendarGroupList {
  const currency = resolveShopCurrency(locale, query.currency)
  if (
    query.designGroupId !== undefined &&
    !CALENDAR_DESIGN_GROUPS.some((g) => g.id === query.designGroupId)
  ) {
    throw new ShopError(`No calendar design ${query.designGroupId}`, { status: 404, field: 'designGroupId' })
  }
  const matching = CALENDAR_DESIGN_GROUPS.filter((group) => matches(group, query))
  const sorted = [...matching].sort((a, b) =>
    query.sort === 'newest'
      ? b.createdAt.localeCompare(a.createdAt) || a.id - b.id
      : b.popularity - a.popularity || a.id - b.id,
  )
  const facetBase = CALENDAR_DESIGN_GROUPS.filter((group) => matches(group, { ...query, type: undefined }))
  return {
    total: sorted.length,
    offset: query.offset,
    limit: query.limit,
    designGroups: sorted
      .slice(query.offset, query.offset + query.limit)
      .map((g) => summary(g, locale, currency)),
    facets: {
      types: (Object.keys(CALENDAR_TYPES) as CalendarType[]).map((key) => ({
        key,
        name: pickName(CALENDAR_TYPES[key], locale),
        count: facetBase.filter((g) => g.type === key).length,
      })),
    },
  }
}

function matches(
  group: CalendarDesignGroup,
  query: Omit<CalendarListQuery, 'type'> & { type?: CalendarType },
) {
  return (
    (query.designGroupId === undefined || group.id === query.designGroupId) &&
    (query.type === undefined || group.type === query.type) &&
    (query.formatType === undefined || group.formats.includes(query.formatType)) &&
    (query.aspectRatio === undefined ||
      group.formats.some((f) => calendarAspectRatio(f) === query.aspectRatio)) &&
    (query.style === undefined || query.style.length === 0 || query.style.includes(group.style))
  )
}

function summary(
  group: CalendarDesignGroup,
  locale: ShopLocaleCode,
  currency: ShopCurrency,
): CalendarGroupSummary {
  return {
    id: group.id,
    name: pickName(group.names, locale),
    type: group.type,
    typeName: pickName(CALENDAR_TYPES[group.type], locale),
    formats: group.formats.map((key) => ({
      key,
      widthMm: CALENDAR_FORMATS[key].widthMm,
      heightMm: CALENDAR_FORMATS[key].heightMm,
      aspectRatio: calendarAspectRatio(key),
    })),
    style: group.style,
    colours: [...group.colours],
    popularity: group.popularity,
    createdAt: group.createdAt,
    priceFrom: calendarPriceFrom(group.formats, currency),
    currency,
    preview: { motif: group.motif, palette: [...group.palette] },
  }
}
