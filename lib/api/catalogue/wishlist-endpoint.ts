import { z } from 'zod'
import { defineEndpoint } from '@/lib/api/endpoint'
import { WISHLIST_DESIGNS_PATH, wishlistDesignsSchema } from '@/lib/shop/catalogue/wishlist-designs-schema'

/**
 * GET /web-api/wishlist: the visitor's saved designs (by the visitor cookie), newest first. Pages
 * that are static (CMS content) show the wishlist through it in the browser, so the page itself
 * stays cacheable; an unknown visitor or a brand without a wishlist gets an empty list.
 */
export const wishlistDesignsEndpoint = defineEndpoint({
  method: 'GET',
  path: WISHLIST_DESIGNS_PATH,
  summary: "The visitor's wishlist (saved designs), newest first",
  tags: ['catalogue'],
  query: z.strictObject({}),
  response: wishlistDesignsSchema,
})
