import { z } from 'zod'
import { ORDER_NUMBER_PATTERN } from '@/lib/shop/sales/orders/number'
import { REVIEW_LIMITS } from '@/lib/model/reviews'

/**
 * Inputs of reviews, shared by POST /web-api/reviews and the account's form. Texts are trimmed and
 * length-limited here; they are stored as written and escaped wherever they are shown (React text,
 * never HTML), so no markup a reviewer types can reach a page.
 */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => value || undefined)
    .optional()

export const ratingSchema = z.coerce.number().int().min(1).max(5).describe('Stars, 1 to 5')

export const createReviewSchema = z.strictObject({
  orderNumber: z.string().regex(ORDER_NUMBER_PATTERN).describe('An order of the signed-in customer'),
  line: z.number().int().min(0).max(999).describe('Position of the order line (0 = first), as listed'),
  rating: ratingSchema,
  title: optionalText(REVIEW_LIMITS.title).describe(`Headline, at most ${REVIEW_LIMITS.title} characters`),
  text: optionalText(REVIEW_LIMITS.text).describe(`Review text, at most ${REVIEW_LIMITS.text} characters`),
})
export type CreateReviewInput = z.input<typeof createReviewSchema>
export type CreateReview = z.output<typeof createReviewSchema>

export const createReviewResponseSchema = z.object({
  id: z.uuid().describe('The new review'),
  status: z.literal('pending').describe('Reviews are shown once staff have checked them'),
})
