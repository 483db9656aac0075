import { z } from 'zod'
import { MEMBER_SALUTATIONS, SALUTATION_STYLES } from '@/lib/db/schema/events'

/**
 * The guest list's shapes at its edges (issue 31 point 3): what the account page sends for a
 * household and what the import, export and list answer. German messages: the event portal is the
 * card brand's, which serves German shops only.
 */

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label}: höchstens ${max} Zeichen.`)
    .describe(`${label}, at most ${max} characters`)

export const memberInputSchema = z.strictObject({
  salutation: z.enum(MEMBER_SALUTATIONS).default('keine').describe('herr, frau, divers or keine'),
  title: text(40, 'Titel').default(''),
  firstName: text(80, 'Vorname').default(''),
  lastName: text(80, 'Nachname').default(''),
  isChild: z.boolean().default(false),
  /**
   * The seating plan's table (place cards, table cards: issue 31 point 7). Left out, a member keeps
   * the table it has (an import or an older client does not unseat anybody); '' or null clears it.
   */
  tableName: text(40, 'Tisch')
    .nullable()
    .transform((v) => (v === '' ? null : v))
    .optional(),
})
export type MemberInput = z.output<typeof memberInputSchema>

export const householdInputSchema = z.strictObject({
  name: text(120, 'Haushalt').min(1, 'Bitte geben Sie dem Haushalt einen Namen, z. B. „Familie Berg“.'),
  salutationStyle: z.enum(SALUTATION_STYLES).default('sie').describe('sie (formal) or du'),
  addresseeOverride: text(160, 'Empfängerzeile')
    .nullable()
    .default(null)
    .transform((v) => (v === '' ? null : v))
    .describe('Own recipient line for the envelope; empty: the salutation rules'),
  street: text(120, 'Straße').default(''),
  street2: text(120, 'Adresszusatz').default(''),
  postcode: text(12, 'PLZ').default(''),
  city: text(80, 'Ort').default(''),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Land: bitte als Ländercode angeben, z. B. DE, AT oder CH.')
    .default('DE'),
  email: z
    .union([z.literal(''), z.email('E-Mail: Das ist keine gültige E-Mail-Adresse.').max(200)])
    .nullable()
    .default(null)
    .transform((v) => (v === '' || v === null ? null : v.toLowerCase())),
  tags: z.array(text(40, 'Gruppe').min(1)).max(10, 'Höchstens 10 Gruppen je Haushalt.').default([]),
  plusOnesAllowed: z.number().int().min(0).max(10, 'Höchstens 10 Begleitpersonen je Haushalt.').default(0),
  subEventIds: z
    .array(z.uuid())
    .max(20)
    .default([])
    .describe('Sub-events of this event the household is invited to'),
  members: z
    .array(memberInputSchema)
    .max(20, 'Höchstens 20 Personen je Haushalt.')
    .default([])
    .describe('The people invited by name, in the order they are addressed'),
})
export type HouseholdInput = z.output<typeof householdInputSchema>

export const householdIdSchema = z.uuid('Diesen Haushalt gibt es nicht.')
export const eventIdSchema = z.uuid('Dieses Event gibt es nicht.')

export const memberViewSchema = memberInputSchema.extend({
  id: z.uuid(),
  isPlusOne: z.boolean(),
})

export const householdViewSchema = householdInputSchema.extend({
  id: z.uuid(),
  position: z.number().int(),
  email: z.string().nullable(),
  members: z.array(memberViewSchema),
  rsvpToken: z.string().describe('The household’s personal link token (owner only)'),
  rsvpLink: z
    .string()
    .describe('The household’s personal short link (/r/{token}), the one its QR code carries'),
  respondedAt: z.string().nullable(),
  recipientLine: z.string().describe('Envelope recipient line by the salutation rules'),
  letterSalutation: z.string().describe('The invitation’s salutation'),
})
export type HouseholdView = z.output<typeof householdViewSchema>

export const IMPORT_MODES = ['merge', 'add-new', 'replace'] as const
export type ImportMode = (typeof IMPORT_MODES)[number]

export const importFormSchema = z.strictObject({
  mode: z
    .enum(IMPORT_MODES, 'Bitte wählen Sie, wie die Liste übernommen wird: merge, add-new oder replace.')
    .default('merge')
    .describe('merge: update matches, add the rest; add-new: skip matches; replace: delete all first'),
  confirmReplace: z
    .enum(['true', 'false'])
    .default('false')
    .describe('replace deletes guests’ answers too: "true" confirms it'),
})

/** "Link neu erzeugen" takes no input: the household is in the path. */
export const renewRsvpLinkSchema = z.strictObject({})

export const exportQuerySchema = z.strictObject({
  format: z.enum(['csv', 'xlsx'], 'Format: csv oder xlsx.').default('xlsx'),
})

export const mailMergeInputSchema = z.strictObject({
  placeholders: z
    .array(z.string().max(80))
    .max(100)
    .default([])
    .describe('The design’s placeholder names, to suggest a column for each'),
})
