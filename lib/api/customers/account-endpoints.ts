import { z } from 'zod'
import { defineEndpoint } from '@/lib/api/endpoint'
import {
  addressIdSchema,
  addressInputSchema,
  addressSchema,
  changeEmailInputSchema,
  changePasswordInputSchema,
  deleteAccountInputSchema,
  emailUndoInputSchema,
  newsletterPreferenceSchema,
} from '@/lib/shop/customers/schema'

/** The account pages' own calls (beyond the spec's five): all need the session cookie, 401 without. */

const signedIn = { 401: 'Not signed in', 403: 'wrong password: re-authentication failed' }
const SMALL = 4 * 1024

export const customerEmailEndpoint = defineEndpoint({
  method: 'POST',
  path: '/web-api/customer-email',
  summary: 'Change the e-mail address (current password required); a link confirms the new address',
  tags: ['account'],
  body: changeEmailInputSchema,
  response: z.object({ status: z.literal('verification-sent') }),
  errors: { ...signedIn, 429: 'Too many address changes asked for from this client address' },
  maxBodyBytes: SMALL,
})

export const customerEmailUndoEndpoint = defineEndpoint({
  method: 'POST',
  path: '/web-api/customer-email-undo',
  summary:
    'Undo an e-mail change with the token from the notice to the old address ("this wasn\'t me"): the old ' +
    'address comes back, sessions end, the password must be set anew (a reset link is e-mailed)',
  tags: ['account'],
  body: emailUndoInputSchema,
  response: z.object({ status: z.literal('restored') }),
  errors: { 400: 'invalid link: unknown, expired, or the change was undone or superseded already' },
  maxBodyBytes: SMALL,
})

export const customerPasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/web-api/customer-password',
  summary: 'Change the password (current one required); other sessions end',
  tags: ['account'],
  body: changePasswordInputSchema,
  response: z.object({ status: z.literal('password-changed') }),
  errors: signedIn,
  maxBodyBytes: SMALL,
})

export const customerDeleteEndpoint = defineEndpoint({
  method: 'POST',
  path: '/web-api/customer-delete',
  summary: 'Delete the account (password required): personal data removed, orders anonymised',
  tags: ['account'],
  body: deleteAccountInputSchema,
  response: z.object({ deleted: z.literal(true) }),
  errors: {
    ...signedIn,
    409: 'orders still open: an order is not shipped yet (numbers in the message); nothing deleted',
  },
  maxBodyBytes: SMALL,
})

export const customerAddressesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/customer-addresses',
  summary: "The signed-in customer's addresses",
  tags: ['account'],
  response: z.array(addressSchema),
  errors: { 401: 'Not signed in' },
})

export const customerAddressAddEndpoint = defineEndpoint({
  method: 'POST',
  path: '/web-api/customer-addresses',
  summary: 'Add an address (postcode checked against the country)',
  tags: ['account'],
  body: addressInputSchema,
  response: addressSchema,
  errors: { 401: 'Not signed in', 409: 'Address book full', 422: 'Postcode does not fit the country' },
  maxBodyBytes: SMALL,
})

export const customerAddressDeleteEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/web-api/customer-addresses',
  summary: 'Delete one of the addresses',
  tags: ['account'],
  body: addressIdSchema,
  response: z.object({ deleted: z.boolean() }),
  errors: { 401: 'Not signed in' },
  maxBodyBytes: SMALL,
})

export const customerNewsletterEndpoint = defineEndpoint({
  method: 'POST',
  path: '/web-api/customer-newsletter',
  summary: "Newsletter preference of the signed-in customer's address",
  tags: ['account', 'newsletter'],
  body: newsletterPreferenceSchema,
  response: z.object({ status: z.enum(['confirmation-sent', 'unsubscribed']) }),
  errors: { 401: 'Not signed in' },
  maxBodyBytes: SMALL,
})
