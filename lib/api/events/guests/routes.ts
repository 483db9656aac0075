import 'server-only'
import { formFields, formFile, readLimitedForm } from '@/lib/api/design-print/uploads/read-form'
import { eventIdOf, eventOwnerOf, eventRoute, sheetDownload } from '@/lib/api/events/event-route-support'
import { ShopError } from '@/lib/shop/common/errors'
import { GUEST_LIST_LIMITS } from '@/lib/shop/design-print/guest-list/limits'
import { exportGuests, sheetFile, templateSheet } from '@/lib/shop/events/guests/export'
import {
  addHousehold,
  editHousehold,
  listHouseholds,
  removeHousehold,
} from '@/lib/shop/events/guests/households'
import { importGuests, previewImport } from '@/lib/shop/events/guests/import'
import { eventMailMergeList } from '@/lib/shop/events/guests/mail-merge'
import { importFormSchema } from '@/lib/shop/events/guests/schema'
import { ownedEvent } from '@/lib/shop/events/guests/owner'
import { regenerateRsvpToken } from '@/lib/shop/events/rsvp/token'
import {
  addGuestEndpoint,
  editGuestEndpoint,
  guestMailMergeEndpoint,
  importGuestsEndpoint,
  listGuestsEndpoint,
  previewGuestImportEndpoint,
  removeGuestEndpoint,
  renewRsvpLinkEndpoint,
} from './endpoints'

/** Route handlers of the event guest list; every one asks the domain as the signed-in owner. */

async function uploaded(request: Request) {
  const form = await readLimitedForm(request, GUEST_LIST_LIMITS.maxBytes + 64 * 1024)
  const fields = importFormSchema.safeParse(formFields(form))
  if (!fields.success) {
    const issue = fields.error.issues[0]
    throw new ShopError(issue?.message ?? 'Ungültiges Formularfeld.', {
      field: String(issue?.path[0] ?? 'form'),
    })
  }
  return { file: await formFile(form), fields: fields.data }
}

export const listGuests = eventRoute(listGuestsEndpoint, async ({ id, db, customerId }) => ({
  items: await listHouseholds(db, id, customerId),
}))

export const addGuest = eventRoute(addGuestEndpoint, ({ id, body, db, customerId }) =>
  addHousehold(db, id, customerId, body),
)

export const editGuest = eventRoute(editGuestEndpoint, ({ id, householdId, body, db, customerId }) =>
  editHousehold(db, id, customerId, householdId, body),
)

export const removeGuest = eventRoute(removeGuestEndpoint, ({ id, householdId, db, customerId }) =>
  removeHousehold(db, id, customerId, householdId),
)

export const renewRsvpLink = eventRoute(
  renewRsvpLinkEndpoint,
  async ({ id, householdId, db, customerId }) => {
    // Another customer's event answers as every guest-list call does, before the household is looked at.
    await ownedEvent(db, id, customerId)
    await regenerateRsvpToken(db, { customerId, eventId: id, householdId })
    const renewed = (await listHouseholds(db, id, customerId)).find((h) => h.id === householdId)
    if (!renewed) throw new ShopError('Diesen Haushalt gibt es in Ihrem Event nicht.', { status: 404 })
    return renewed
  },
)

export const previewGuestImport = eventRoute(
  previewGuestImportEndpoint,
  async ({ id, request, db, customerId }) => {
    const { file } = await uploaded(request)
    return previewImport(db, id, customerId, file.bytes)
  },
)

export const importGuestList = eventRoute(importGuestsEndpoint, async ({ id, request, db, customerId }) => {
  const { file, fields } = await uploaded(request)
  return importGuests(db, id, customerId, file.bytes, fields.mode, fields.confirmReplace === 'true')
})

export const guestMailMerge = eventRoute(guestMailMergeEndpoint, ({ id, body, db, customerId }) =>
  eventMailMergeList(db, id, customerId, body.placeholders),
)

type Params = { params: Promise<{ id: string }> }

export function exportGuestList(request: Request, { params }: Params): Promise<Response> {
  return sheetDownload(request, 'gaesteliste', async (ctx, format) => {
    const id = await eventIdOf(params)
    const { db, customerId } = await eventOwnerOf(request, ctx)
    return sheetFile(await exportGuests(db, id, customerId), format, 'Gästeliste')
  })
}

export function guestTemplate(request: Request): Promise<Response> {
  return sheetDownload(request, 'gaesteliste-vorlage', (_ctx, format) =>
    sheetFile(templateSheet(), format, 'Gästeliste'),
  )
}
