import { z } from 'zod'

/** GET /web-api/wishlist's answer; pure, so the browser component that calls it imports it. */
export { WISHLIST_DESIGNS_PATH } from './wishlist-path'

export const wishlistDesignsSchema = z.object({
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
})
export type WishlistDesigns = z.output<typeof wishlistDesignsSchema>['designs']
