import { z } from 'zod'
import { designIdSchema } from './schema'

/** The wishlist heart's form: which design, and whether it should be saved afterwards. */
export const wishlistToggleSchema = z.strictObject({
  designId: designIdSchema,
  save: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .describe('true: add, false: remove'),
})
export type WishlistToggleInput = z.input<typeof wishlistToggleSchema>

export type WishlistToggleResult =
  { ok: true; designId: number; saved: boolean } | { ok: false; message: string }
