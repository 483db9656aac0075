import { z } from 'zod'
import { defineEndpoint } from '@/lib/http/endpoint'

/**
 * GET /web-api/wishlist: the visitor's saved designs (by the visitor cookie), newest first. Pages
 * that are static (CMS content) show the wishlist through it in the browser, so the page itself
 * stays cacheable; an unknown visitor or a brand without a wishlist gets an empty list.
 */
export const wishlistDesignsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/wishlist',
  summary: "The visitor's wishlist (saved designs), newest first",
  tags: ['catalogue'],
  query: z.strictObject({}),
  response: z.object({
    designs: z.array(
      z.object({
        id: z.number().int(),
        slug: z.string(),
        name: z.string(),
        productType: z.string(),
        colours: z.array(z.string()),
        aspectRatio: z.string(),
        previewKey: z.string().nullable(),
      }),
    ),
  }),
})
