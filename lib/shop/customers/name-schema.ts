import { z } from 'zod'
import { ONE_LINE_OF_TEXT } from '@/lib/shop/common/plain-text'

/**
 * The one schema for a person's (or company's) name, wherever a name is typed: sign-up, account data,
 * the address book, checkout addresses, the newsletter form. A name is greeted in e-mails and printed
 * on parcels and invoices, so it is one line (no CR/LF or other control characters: header and line
 * injection) and holds no web or mail address: a sign-up with the "name" "Win a prize at evil.example/x"
 * would otherwise make the shop mail that link to any address (issue 24, point 6). ADR 0049.
 */
export const PERSON_NAME_MAX_LENGTH = 80

/**
 * What counts as an address in a name: a scheme ("http://", "hxxp://"), "www.", an "@", or a dotted
 * host name ending in a top-level domain of two or more letters ("evil.example", "bit.ly/x"). Initials
 * and titles ("J. R. R.", "Dr.", "Dipl.-Ing.", "St. John") stay allowed: after their dot comes a space,
 * a hyphen or a single letter.
 */
const LINK_IN_NAME = /[a-z][a-z0-9+.-]*:\/\/|\bwww\.|@|[\p{L}\p{N}-]+\.\p{L}{2,}(?![\p{L}\p{N}])/iu

/** The issue message of a name with a link; the forms show their own sentence for it. */
export const NAME_LINK_MESSAGE = 'must not contain a web or e-mail address'

export function looksLikeLink(value: string): boolean {
  return LINK_IN_NAME.test(value)
}

/** One line of text without control characters: streets, cities, address additions. */
export const oneLineTextSchema = z
  .string()
  .trim()
  .regex(ONE_LINE_OF_TEXT, 'must be one line without control characters')

export const personNameSchema = oneLineTextSchema
  .max(PERSON_NAME_MAX_LENGTH)
  .refine((value) => !looksLikeLink(value), NAME_LINK_MESSAGE)
  .describe(`A name as the person writes it, up to ${PERSON_NAME_MAX_LENGTH} characters, no links`)
