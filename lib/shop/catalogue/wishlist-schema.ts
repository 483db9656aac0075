import { z } from 'zod'
import { designIdSchema } from './schema'

/** POST /web-api/wishlist's body: which design, and whether it should be saved afterwards. */
export const wishlistChangeSchema = z.strictObject({
  designId: designIdSchema,
  save: z.boolean().describe('true: add the design, false: remove it'),
})
export type WishlistChange = z.output<typeof wishlistChangeSchema>

/** The answer: the design's state now, and how many designs the wishlist holds (header badge). */
export const wishlistChangedSchema = z.object({
  designId: z.number().int(),
  saved: z.boolean(),
  count: z.number().int().describe('Designs on the wishlist now; also written to the wishlist_count cookie'),
})
export type WishlistChanged = z.output<typeof wishlistChangedSchema>

/** Stable keys of the endpoint's refusals (the message is in the shop's language). */
export const WISHLIST_REFUSALS = {
  unknownDesign: 'wishlist.unknown-design',
  noWishlist: 'wishlist.not-offered',
} as const
