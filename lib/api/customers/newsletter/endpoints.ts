import { defineEndpoint } from '@/lib/api/endpoint'
import {
  confirmInputSchema,
  newsletterResultSchema,
  subscribeInputSchema,
} from '@/lib/shop/customers/newsletter/schema'

export const newsletterSubscribeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/web-api/newsletter-subscribe',
  summary: 'Subscribe (double opt-in): a confirmation link is e-mailed; the same answer for every address',
  tags: ['newsletter'],
  body: subscribeInputSchema,
  response: newsletterResultSchema,
  errors: { 429: 'Too many sign-ups from this address' },
  maxBodyBytes: 4 * 1024,
})

export const newsletterConfirmEndpoint = defineEndpoint({
  method: 'POST',
  path: '/web-api/newsletter-confirm',
  summary: 'Confirm with the e-mailed token; the first confirmation e-mails the first-order voucher',
  tags: ['newsletter'],
  body: confirmInputSchema,
  response: newsletterResultSchema,
  maxBodyBytes: 4 * 1024,
})

export const newsletterUnsubscribeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/web-api/newsletter-unsubscribe',
  summary: 'Unsubscribe with the signed token from any newsletter e-mail',
  tags: ['newsletter'],
  body: confirmInputSchema,
  response: newsletterResultSchema,
  maxBodyBytes: 4 * 1024,
})
