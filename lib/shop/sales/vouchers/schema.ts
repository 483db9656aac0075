import { z } from 'zod'
import { BASKET_CURRENCIES, type BasketCurrency } from '@/lib/config/shipping'
import { VOUCHER_KINDS } from '@/lib/db/schema/vouchers'
import { mailboxKey } from '@/lib/mail/mailbox'

const perCurrency = z.partialRecord(z.enum(BASKET_CURRENCIES), z.number().int().min(1).max(10_000_000))

/** A voucher as staff (and test fixtures) create it. */
export const newVoucherSchema = z
  .strictObject({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{3,40}$/, 'letters, digits and dashes, 3 to 40'),
    kind: z.enum(VOUCHER_KINDS),
    percentBasisPoints: z.number().int().min(1).max(10_000).optional(),
    amounts: perCurrency.optional(),
    minimumBasket: perCurrency.optional(),
    validFrom: z.date().optional(),
    validUntil: z.date().optional(),
    maxRedemptions: z.number().int().min(1).optional(),
    onePerCustomer: z.boolean().default(false),
    firstOrderOnly: z.boolean().default(false),
    boundMailbox: z
      .string()
      .trim()
      .min(3)
      .max(254)
      .transform(mailboxKey)
      .optional()
      .describe('Only orders with this e-mail (or by the customer who has it) may use the code'),
  })
  .refine((v) => (v.kind === 'percentage' ? v.percentBasisPoints !== undefined : v.amounts !== undefined), {
    message: 'a percentage voucher needs percentBasisPoints, a fixed one amounts',
    path: ['kind'],
  })
export type NewVoucher = z.input<typeof newVoucherSchema>

/**
 * The spec's newsletter voucher: 5 euro off the first order, once per mailbox, and only for the
 * subscriber it was sent to (`email`; omitted only by tests of the other rules).
 */
export function newsletterVoucher(
  code: string,
  {
    email,
    validUntil,
    currency = 'EUR',
    amountMinor = 500,
  }: { email?: string; validUntil?: Date; currency?: BasketCurrency; amountMinor?: number } = {},
): NewVoucher {
  return {
    code,
    kind: 'fixed',
    // In the currency of the shop the subscriber signed up in: a US subscriber's code works in USD.
    amounts: { [currency]: amountMinor },
    onePerCustomer: true,
    firstOrderOnly: true,
    maxRedemptions: 1,
    ...(validUntil ? { validUntil } : {}),
    ...(email ? { boundMailbox: email } : {}),
  }
}
