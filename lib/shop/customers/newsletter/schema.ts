import { z } from 'zod'
import { emailSchema, personNameSchema } from '@/lib/shop/customers/schema'

/** Spec section 3 "Newsletter form": email (required), first name, last name, birthday, wedding date, consent. */

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 1990-05-17')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
  }, 'is not a calendar date')

const optionalName = personNameSchema.optional().transform((value) => value || undefined)

export const subscribeInputSchema = z.strictObject({
  email: emailSchema,
  firstName: optionalName.describe('First name (optional)'),
  lastName: optionalName.describe('Last name (optional)'),
  birthday: isoDate
    .refine(
      (value) => value >= '1900-01-01' && value <= new Date().toISOString().slice(0, 10),
      'is not plausible',
    )
    .optional()
    .describe('Birthday, YYYY-MM-DD (optional)'),
  weddingDate: isoDate
    .refine((value) => value >= '1900-01-01' && value <= '2100-12-31', 'is not plausible')
    .optional()
    .describe('Wedding date, YYYY-MM-DD (optional; may lie ahead)'),
  consent: z.literal(true, 'consent is required').describe('The person ticked the consent statement'),
})
export type SubscribeInput = z.input<typeof subscribeInputSchema>

export const newsletterTokenSchema = z
  .string()
  .min(20)
  .max(400)
  .regex(/^[\w.-]+$/, 'is not a token')
  .describe('Token from the e-mailed link')

export const confirmInputSchema = z.strictObject({ token: newsletterTokenSchema })

export const NEWSLETTER_RESULTS = ['confirmation-sent', 'confirmed', 'invalid', 'unsubscribed'] as const
export const newsletterResultSchema = z.object({
  status: z.enum(NEWSLETTER_RESULTS),
  voucherSent: z
    .boolean()
    .optional()
    .describe('True when this confirmation e-mailed the first-order voucher'),
})
export type NewsletterResult = z.infer<typeof newsletterResultSchema>
