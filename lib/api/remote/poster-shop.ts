import type { z } from 'zod'
import type { ApiContext } from '@/lib/api/api-context'
import type {
  calendarDesignGroupEndpoint,
  calendarPriceEndpoint,
} from '@/lib/api/photo-products/calendar/endpoints'
import type {
  calendarListQuerySchema,
  calendarPriceQuerySchema,
} from '@/lib/shop/photo-products/calendar/schema'
import type {
  photobookPriceEndpoint,
  photobookSetListEndpoint,
} from '@/lib/api/photo-products/photobook/endpoints'
import type {
  photobookPriceQuerySchema,
  photobookSetListQuerySchema,
} from '@/lib/shop/photo-products/photobook/schema'

/**
 * What the storefront's pages ask of the poster channel's catalogue and prices. Inputs and outputs
 * are the contract's own (the endpoints' zod schemas), so the in-process implementation and an
 * external backend that implements /web-api are interchangeable (house style: one backend adapter).
 */
export interface PosterShop {
  calendarDesignGroups(
    query: z.input<typeof calendarListQuerySchema>,
    ctx: ApiContext,
  ): Promise<z.output<(typeof calendarDesignGroupEndpoint)['response']>>
  calendarPrice(
    query: z.input<typeof calendarPriceQuerySchema>,
    ctx: ApiContext,
  ): Promise<z.output<(typeof calendarPriceEndpoint)['response']>>
  photobookSets(
    query: z.input<typeof photobookSetListQuerySchema>,
    ctx: ApiContext,
  ): Promise<z.output<(typeof photobookSetListEndpoint)['response']>>
  photobookPrice(
    query: z.input<typeof photobookPriceQuerySchema>,
    ctx: ApiContext,
  ): Promise<z.output<(typeof photobookPriceEndpoint)['response']>>
}
