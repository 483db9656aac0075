import { z } from 'zod'
import { defineEndpoint } from '@/lib/api/endpoint'
import { guestListSummarySchema } from '@/lib/shop/design-print/guest-list/schema'
import {
  exportQuerySchema,
  householdInputSchema,
  householdViewSchema,
  mailMergeInputSchema,
  renewRsvpLinkSchema,
} from '@/lib/shop/events/guests/schema'

/** The guest list of one event (issue 31 point 3): owner only, personal data, never cached. */

const OWNER_ONLY = {
  401: 'Not signed in',
  404: 'No event (or household) with this id belongs to the signed-in customer',
} as const
const FILE_ERRORS = {
  413: 'File larger than 5 MB',
  415: 'Not a spreadsheet (or an old .xls), or not multipart/form-data',
  422: 'Unusable list: no Haushalt/Vorname/Nachname column, duplicate headings, too many rows, unsafe .xlsx',
} as const

export const listGuestsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/events/{id}/guests',
  summary:
    'The households of the event’s guest list with members, invitations, recipient line and salutation',
  tags: ['events'],
  response: z.object({ items: z.array(householdViewSchema) }),
  errors: OWNER_ONLY,
})

export const addGuestEndpoint = defineEndpoint({
  method: 'POST',
  path: '/web-api/events/{id}/guests',
  summary:
    'Adds a household (members, address, e-mail, groups, sub-event invitations) with a fresh RSVP link',
  tags: ['events'],
  body: householdInputSchema,
  response: householdViewSchema,
  errors: { ...OWNER_ONLY, 422: 'A sub-event of another event' },
  maxBodyBytes: 16 * 1024,
})

export const editGuestEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/web-api/events/{id}/guests/{householdId}',
  summary: 'Overwrites a household; members kept by name keep their answers',
  tags: ['events'],
  body: householdInputSchema,
  response: householdViewSchema,
  errors: { ...OWNER_ONLY, 422: 'A sub-event of another event' },
  maxBodyBytes: 16 * 1024,
})

export const removeGuestEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/web-api/events/{id}/guests/{householdId}',
  summary: 'Removes a household with its members and answers',
  tags: ['events'],
  response: z.object({ removed: z.literal(true) }),
  errors: OWNER_ONLY,
})

const previewEntry = z.object({
  rows: z.array(z.number().int()).describe('Spreadsheet rows of the household (heading = 1)'),
  name: z.string(),
  status: z.enum(['new', 'changed', 'same']),
  matchedName: z.string().nullable().describe('The household of the list it duplicates'),
  matchedBy: z.string().nullable().describe('name, email or members (same people at the same postcode)'),
  changes: z.array(z.string()).describe('What a merge changes'),
})

export const previewGuestImportEndpoint = defineEndpoint({
  method: 'POST',
  path: '/web-api/events/{id}/guests/import-preview',
  summary:
    'Reads a guest list (.xlsx/.csv as multipart/form-data field file) without saving: households, duplicates, bad rows, what each mode would do',
  tags: ['events'],
  response: z.object({
    households: z.number().int(),
    entries: z.array(previewEntry),
    problems: z.array(z.object({ row: z.number().int(), message: z.string() })),
    modes: z.object({
      merge: z.object({ added: z.number().int(), updated: z.number().int(), kept: z.number().int() }),
      'add-new': z.object({ added: z.number().int(), skipped: z.number().int() }),
      replace: z.object({ added: z.number().int(), removed: z.number().int() }),
    }),
    answered: z.number().int().describe('Households that answered already (replace deletes their answers)'),
  }),
  errors: { ...OWNER_ONLY, ...FILE_ERRORS },
})

export const importGuestsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/web-api/events/{id}/guests/import',
  summary:
    'Imports a guest list (multipart/form-data: file, mode merge|add-new|replace, confirmReplace) in one transaction',
  tags: ['events'],
  response: z.object({
    mode: z.enum(['merge', 'add-new', 'replace']),
    added: z.number().int(),
    updated: z.number().int(),
    kept: z.number().int(),
    removed: z.number().int(),
    skipped: z.number().int(),
    problems: z.number().int().describe('Households left out for bad rows'),
  }),
  errors: {
    ...OWNER_ONLY,
    ...FILE_ERRORS,
    409: 'replace would delete guests’ answers: confirmReplace=true needed',
  },
})

export const exportGuestsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/events/{id}/guests/export',
  summary:
    'The guest list as .xlsx or .csv (template columns, one row per person, answers per sub-event, meal, diets)',
  tags: ['events'],
  query: exportQuerySchema,
  response: z.string().describe('file bytes'),
  errors: OWNER_ONLY,
})

export const guestTemplateEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/events/guest-template',
  summary: 'The guest list template (.xlsx or .csv) with its German columns and two example households',
  tags: ['events'],
  query: exportQuerySchema,
  response: z.string().describe('file bytes'),
})

export const guestMailMergeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/web-api/events/{id}/guests/mail-merge',
  summary:
    'The event’s guest list as a design-tool guest list (one row per household: Name = recipient line, Anrede, address, RSVP-Link), stored as a copy for the design',
  tags: ['events'],
  body: mailMergeInputSchema,
  response: guestListSummarySchema.extend({
    origin: z
      .object({ eventId: z.uuid(), title: z.string(), copiedAt: z.iso.datetime() })
      .describe('The event the list was copied from and when (the design tool shows it, "Neu übernehmen")'),
  }),
  errors: OWNER_ONLY,
  maxBodyBytes: 8 * 1024,
})

export const renewRsvpLinkEndpoint = defineEndpoint({
  method: 'POST',
  path: '/web-api/events/{id}/guests/{householdId}/rsvp-link',
  summary:
    'Gives the household a new personal link ("Link neu erzeugen"): the old link and the QR codes printed with it stop working at once',
  tags: ['events'],
  body: renewRsvpLinkSchema,
  response: householdViewSchema,
  errors: OWNER_ONLY,
  maxBodyBytes: 256,
})

export const EVENT_GUEST_ENDPOINTS = [
  renewRsvpLinkEndpoint,
  guestMailMergeEndpoint,
  listGuestsEndpoint,
  addGuestEndpoint,
  editGuestEndpoint,
  removeGuestEndpoint,
  previewGuestImportEndpoint,
  importGuestsEndpoint,
  exportGuestsEndpoint,
  guestTemplateEndpoint,
] as const
