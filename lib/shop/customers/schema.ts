import { z } from 'zod'
import { newPasswordSchema } from '@/lib/auth/password-rules'
import { US_STATE_CODES } from '@/lib/config/us-states'
import { ADDRESS_COUNTRIES } from '@/lib/model/countries'
import { oneLineTextSchema, personNameSchema } from './name-schema'

export { personNameSchema } from './name-schema'

/**
 * Inputs of the account functions, parsed at every edge (web-api endpoints, server actions). Strict
 * objects: an unknown field is a 400, not silently ignored. Names are the shared personNameSchema
 * (one line, no links; name-schema.ts); the other address lines refuse control characters.
 */

export const emailSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email())
  .transform((value) => value.toLowerCase())
  .describe('E-mail address')

/** Any password a customer types to prove who they are: never trimmed, bounded against DoS. */
export const currentPasswordSchema = z.string().min(1).max(512).describe('The current password')

export const signUpInputSchema = z.strictObject({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: personNameSchema.min(1),
  lastName: personNameSchema.min(1),
})
export type SignUpInput = z.input<typeof signUpInputSchema>

export const logInInputSchema = z.strictObject({
  email: emailSchema,
  password: currentPasswordSchema.describe('The password'),
})
export type LogInInput = z.input<typeof logInInputSchema>

/**
 * One endpoint for both steps of the reset: ask for a link ({email}), then set the password
 * ({token, password}). One object rather than a union so a bad field is named in the 400.
 */
export const passwordResetInputSchema = z
  .strictObject({
    email: emailSchema.optional().describe('Step 1: the address to send the link to'),
    token: z.string().min(10).max(200).optional().describe('Step 2: the token from the e-mailed link'),
    password: newPasswordSchema.optional().describe('Step 2: the new password'),
  })
  .superRefine((value, ctx) => {
    const step1 = value.email !== undefined
    const step2 = value.token !== undefined || value.password !== undefined
    if (step1 === step2)
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'send either email, or token and password' })
    else if (step2 && (!value.token || !value.password))
      ctx.addIssue({
        code: 'custom',
        path: [value.token ? 'password' : 'token'],
        message: 'is required with the other',
      })
  })
export type PasswordResetInput = z.input<typeof passwordResetInputSchema>

export const namesInputSchema = z.strictObject({
  firstName: personNameSchema.min(1),
  lastName: personNameSchema.min(1),
})

export const changeEmailInputSchema = z.strictObject({
  newEmail: emailSchema,
  password: currentPasswordSchema,
})

export const changePasswordInputSchema = z.strictObject({
  currentPassword: currentPasswordSchema,
  newPassword: newPasswordSchema,
})

export const deleteAccountInputSchema = z.strictObject({ password: currentPasswordSchema })

export const emailUndoInputSchema = z.strictObject({
  token: z
    .string()
    .min(20)
    .max(1_000)
    .regex(/^[\w.-]+$/, 'is not a token')
    .describe('Token from the link in the e-mail-change notice'),
})

export const verifyTokenSchema = z.string().min(10).max(2_000).describe('Token from the e-mailed link')

export const addressInputSchema = z.strictObject({
  firstName: personNameSchema.min(1),
  lastName: personNameSchema.min(1),
  company: personNameSchema.optional(),
  street: oneLineTextSchema.min(1).max(120),
  addition: oneLineTextSchema.max(120).optional(),
  postcode: oneLineTextSchema.min(3).max(10),
  city: oneLineTextSchema.min(1).max(80),
  // US addresses: the state is required there and refused elsewhere (addresses.ts says so per shop).
  state: z.enum(US_STATE_CODES).optional().describe('US state or territory (USPS code); US addresses only'),
  phone: oneLineTextSchema
    .max(30)
    .regex(/^[\d +()\-./]*$/, 'digits, spaces and + ( ) - . / only')
    .optional()
    .describe('Phone for the carrier, optional'),
  country: z.enum(ADDRESS_COUNTRIES),
})
export type AddressInput = z.input<typeof addressInputSchema>

export const customerDataSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  emailVerified: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
})
export type CustomerData = z.infer<typeof customerDataSchema>

export const addressSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string().nullable(),
  street: z.string(),
  addition: z.string().nullable(),
  postcode: z.string(),
  city: z.string(),
  state: z.string().nullable(),
  phone: z.string().nullable(),
  country: z.enum(ADDRESS_COUNTRIES),
})

export const addressIdSchema = z.strictObject({ id: z.number().int().positive().max(2_147_483_647) })

export const newsletterPreferenceSchema = z.strictObject({
  subscribed: z.boolean().describe('True: send the confirmation link; false: unsubscribe now'),
})
