import type { z } from 'zod'
import type { AnyEndpoint } from '@/lib/api/endpoint'
import {
  calendarDesignGroupEndpoint,
  calendarPriceEndpoint,
} from '@/lib/api/photo-products/calendar/endpoints'
import { listCalendarDesignGroups } from '@/lib/shop/photo-products/calendar/listing'
import { quoteCalendar } from '@/lib/shop/photo-products/calendar/pricing'
import { ShopError } from '@/lib/shop/common/errors'
import {
  photobookPriceEndpoint,
  photobookSetListEndpoint,
} from '@/lib/api/photo-products/photobook/endpoints'
import { listPhotobookSets } from '@/lib/shop/photo-products/photobook/listing'
import { quotePhotobook } from '@/lib/shop/photo-products/photobook/pricing'
import { resolveShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'
import type { PosterShop } from './poster-shop'

/**
 * The default implementation: the same lib/shop functions the route handlers call, with the input
 * parsed by the same schema (defaults, bounds), so a page and the API cannot disagree.
 */
export const inProcessPosterShop: PosterShop = {
  async calendarDesignGroups(query, ctx) {
    return respond(
      calendarDesignGroupEndpoint,
      listCalendarDesignGroups(parse(calendarDesignGroupEndpoint, query), ctx.locale),
    )
  },
  async calendarPrice(query, ctx) {
    const parsed = parse(calendarPriceEndpoint, query)
    return respond(
      calendarPriceEndpoint,
      quoteCalendar(parsed, resolveShopCurrency(ctx.locale, parsed.currency)),
    )
  },
  async photobookSets(query, ctx) {
    return respond(
      photobookSetListEndpoint,
      listPhotobookSets(parse(photobookSetListEndpoint, query), ctx.locale),
    )
  },
  async photobookPrice(query, ctx) {
    const parsed = parse(photobookPriceEndpoint, query)
    return respond(
      photobookPriceEndpoint,
      quotePhotobook(parsed, resolveShopCurrency(ctx.locale, parsed.currency)),
    )
  },
}

type QueryOf<E extends AnyEndpoint> = E extends { query?: infer Q extends z.ZodType } ? z.output<Q> : never

function parse<E extends AnyEndpoint>(endpoint: E, query: unknown): QueryOf<E> {
  const parsed = endpoint.query?.safeParse(query)
  if (!parsed?.success) {
    const issue = parsed?.error.issues[0]
    const field = issue?.path.map(String).join('.') || 'query'
    throw new ShopError(`Invalid query: ${field}: ${issue?.message ?? 'invalid value'}`, { field })
  }
  return parsed.data as QueryOf<E>
}

function respond<E extends AnyEndpoint>(endpoint: E, value: unknown): z.output<E['response']> {
  return endpoint.response.parse(value) as z.output<E['response']>
}
