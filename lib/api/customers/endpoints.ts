import { z } from 'zod'
import { defineEndpoint } from '@/lib/api/endpoint'
import {
  customerDataSchema,
  logInInputSchema,
  namesInputSchema,
  passwordResetInputSchema,
  signUpInputSchema,
} from '@/lib/shop/customers/schema'

/**
 * The spec's account calls (section 7). Errors carry the spec's keys (section 8) in error.key:
 * "log-in error", "password-reset error", "sign-up error", with a message in the caller's language.
 * The session is an httpOnly SameSite=Lax cookie set by these calls (no token in the body).
 */

const SMALL_BODY = 4 * 1024

export const customerSignupEndpoint = defineEndpoint({
  method: 'POST',
  path: '/web-api/customer-signup',
  summary: 'Create a customer account; a confirmation link is e-mailed (same answer for known addresses)',
  tags: ['account'],
  body: signUpInputSchema,
  response: z.object({ status: z.literal('verification-sent') }),
  errors: { 429: 'Too many sign-ups from this client address; see Retry-After' },
  maxBodyBytes: SMALL_BODY,
})

export const customerLoginEndpoint = defineEndpoint({
  method: 'POST',
  path: '/web-api/customer-login',
  summary: 'Log in with e-mail and password; sets the session cookie',
  tags: ['account'],
  body: logInInputSchema,
  response: z.object({ customer: customerDataSchema }),
  errors: {
    401: 'log-in error: e-mail or password wrong',
    403: 'The e-mail address is not confirmed yet (the link was sent again)',
    429: 'Too many failed attempts for this account or address; see Retry-After',
  },
  maxBodyBytes: SMALL_BODY,
})

export const customerLogoutEndpoint = defineEndpoint({
  method: 'POST',
  path: '/web-api/customer-logout',
  summary: 'End the session on the server and clear the cookie',
  tags: ['account'],
  response: z.object({ loggedOut: z.literal(true) }),
})

export const customerPasswordResetEndpoint = defineEndpoint({
  method: 'POST',
  path: '/web-api/customer-password-reset',
  summary:
    'Step 1 {email}: e-mail a reset link (same answer for unknown addresses). Step 2 {token, password}',
  tags: ['account'],
  body: passwordResetInputSchema,
  response: z.object({ status: z.enum(['link-sent', 'password-changed']) }),
  errors: {
    400: 'password-reset error: the link is invalid, used or expired',
    429: 'Too many reset links asked for from this client address; see Retry-After',
  },
  maxBodyBytes: SMALL_BODY,
})

export const customerDataEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/customer-data',
  summary: 'The signed-in customer',
  tags: ['account'],
  response: customerDataSchema,
  errors: { 401: 'Not signed in' },
})

export const customerDataUpdateEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/web-api/customer-data',
  summary: "Change the signed-in customer's names",
  tags: ['account'],
  body: namesInputSchema,
  response: customerDataSchema,
  errors: { 401: 'Not signed in' },
  maxBodyBytes: SMALL_BODY,
})
