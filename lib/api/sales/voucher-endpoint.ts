import { z } from 'zod'
import { defineEndpoint } from '@/lib/api/endpoint'
import { BASKET_CURRENCIES } from '@/lib/config/shipping'
import { VOUCHER_KINDS } from '@/lib/db/schema/vouchers'

const minor = z.number().int().describe('Minor units of `currency`')

export const voucherCheckInputSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .min(3, 'A voucher code has at least 3 characters')
    .max(40, 'A voucher code has at most 40 characters')
    .regex(/^[A-Z0-9-]+$/, 'A voucher code has letters, digits and dashes only')
    .describe('The code as printed or mailed; case and surrounding spaces do not matter'),
})

export const voucherCheckEndpoint = defineEndpoint({
  method: 'POST',
  path: '/web-api/voucher',
  summary:
    'Check a voucher code for this shop: its value (a gift voucher’s balance), currency, validity and conditions. Sent in the body so codes stay out of URLs and logs',
  tags: ['checkout'],
  body: voucherCheckInputSchema,
  response: z.object({
    code: z.string(),
    kind: z
      .enum(VOUCHER_KINDS)
      .describe('gift: a bought gift voucher (a balance); fixed or percentage: a discount'),
    currency: z.enum(BASKET_CURRENCIES),
    amount: minor.nullable().describe('Gift: what is left on it; fixed: its value here; percentage: null'),
    initialAmount: minor.nullable().describe('Gift vouchers: the value it was bought with'),
    percentBasisPoints: z.number().int().nullable().describe('Percentage vouchers: 1000 = 10 %'),
    validFrom: z.string().nullable(),
    validUntil: z
      .string()
      .nullable()
      .describe('The first moment it is no longer valid (ISO 8601); null: no end'),
    conditions: z.object({
      minimumBasket: minor.nullable().describe('Goods needed in the cart, if any'),
      firstOrderOnly: z.boolean(),
      oncePerCustomer: z.boolean(),
      personal: z
        .boolean()
        .describe('Only the e-mail address it was sent to may redeem it (which one is not told)'),
    }),
  }),
  errors: {
    404: 'No such code (key unknown)',
    410: 'The code has expired or is used up (key expired or exhausted)',
    422: 'The code is not for this shop’s currency (key currency)',
    429: 'Too many checks from this client address; Retry-After says when to try again',
  },
  maxBodyBytes: 1024,
})
