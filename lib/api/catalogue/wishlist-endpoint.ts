import { z } from 'zod'
import { defineEndpoint } from '@/lib/api/endpoint'
import { WISHLIST_DESIGNS_PATH, wishlistDesignsSchema } from '@/lib/shop/catalogue/wishlist-designs-schema'
import { wishlistChangedSchema, wishlistChangeSchema } from '@/lib/shop/catalogue/wishlist-schema'

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

/**
 * POST /web-api/wishlist: the heart. The browser sends JSON once the page is hydrated; before that,
 * or without JavaScript, the heart is a plain form posting to the same URL (wishlist-form-post.ts).
 */
export const changeWishlistEndpoint = defineEndpoint({
  method: 'POST',
  path: WISHLIST_DESIGNS_PATH,
  summary:
    "Add a design to, or remove it from, the visitor's wishlist (the account's when signed in); writes " +
    'the wishlist_count cookie. Also accepts an HTML form post (designId, save=true|false, locale); it ' +
    'answers 303 to the page the form was on.',
  tags: ['catalogue'],
  body: wishlistChangeSchema,
  response: wishlistChangedSchema,
  errors: {
    404: 'The design does not exist (when adding), or the brand has no wishlist; the message is in the shop’s language',
  },
})
