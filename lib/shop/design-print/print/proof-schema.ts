import { z } from 'zod'
import { PRINT_PREVIEW_MAX_ROWS } from './schema'

/** A number counted from 1 as a URL carries it: digits only, so "1e9", "-1" and "2.5" are refused. */
const counted = (what: string, max: number) => {
  const message = `The ${what} must be a whole number from 1 to ${max}.`
  return z
    .string()
    .regex(/^[1-9][0-9]{0,6}$/, message)
    .transform(Number)
    .refine((n) => n <= max, message)
}

/** GET /web-api/designs/{id}/proof (ADR 0084). */
export const proofQuerySchema = z.strictObject({
  guest: counted('guest', PRINT_PREVIEW_MAX_ROWS)
    .optional()
    .describe('The guest of the guest list to show, from 1; default the first'),
})

/** GET /web-api/designs/{id}/proof/pages/{page}. */
export const proofPageQuerySchema = proofQuerySchema.extend({
  revision: counted('revision', 9_999_999).describe('The saved revision the proof was opened at'),
})

/** A page of a proof: a photo book has at most ~101, a guest's card a few. */
export const proofPageNumberSchema = counted('page', 999)
