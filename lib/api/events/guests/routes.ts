import 'server-only'
import { z } from 'zod'
import { handle, type EndpointSpec } from '@/lib/api/endpoint'
import { apiContext, type ApiContext } from '@/lib/api/api-context'
import { formFields, formFile, readLimitedForm } from '@/lib/api/design-print/uploads/read-form'
import { eventOwnerOf } from '@/lib/api/events/event-route-support'
import { parseId } from '@/lib/api/sales/cart/route-support'
import { HttpError, jsonError } from '@/lib/http/json'
import { logger } from '@/lib/log/logger'
import { queryToObject } from '@/lib/http/query'
import { ShopError } from '@/lib/shop/common/errors'
import { GUEST_LIST_LIMITS } from '@/lib/shop/design-print/guest-list/limits'
import { exportGuests, sheetFile, templateSheet, type GuestSheet } from '@/lib/shop/events/guests/export'
import {
  addHousehold,
  editHousehold,
  listHouseholds,
  removeHousehold,
} from '@/lib/shop/events/guests/households'
import { importGuests, previewImport } from '@/lib/shop/events/guests/import'
import { eventMailMergeList } from '@/lib/shop/events/guests/mail-merge'
import { exportQuerySchema, importFormSchema } from '@/lib/shop/events/guests/schema'
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

type Params = { params: Promise<Record<string, string>> }

function guestRoute<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  spec: EndpointSpec<Q, B, R>,
  run: (input: {
    id: string
    householdId: string
    body: z.output<B>
    request: Request
    db: Awaited<ReturnType<typeof eventOwnerOf>>['db']
    customerId: string
  }) => Promise<z.input<R>>,
) {
  return async (request: Request, { params }: Params): Promise<Response> => {
    const raw = await params
    return handle(spec, async ({ body, ctx }) => {
      const id = parseId(z.uuid(), raw.id ?? '')
      const householdId =
        raw.householdId === undefined ? '' : parseId(z.uuid(), raw.householdId, 'householdId')
      return run({ id, householdId, body, request, ...(await eventOwnerOf(request, ctx)) })
    })(request)
  }
}

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

export const listGuests = guestRoute(listGuestsEndpoint, async ({ id, db, customerId }) => ({
  items: await listHouseholds(db, id, customerId),
}))

export const addGuest = guestRoute(addGuestEndpoint, ({ id, body, db, customerId }) =>
  addHousehold(db, id, customerId, body),
)

export const editGuest = guestRoute(editGuestEndpoint, ({ id, householdId, body, db, customerId }) =>
  editHousehold(db, id, customerId, householdId, body),
)

export const removeGuest = guestRoute(removeGuestEndpoint, ({ id, householdId, db, customerId }) =>
  removeHousehold(db, id, customerId, householdId),
)

export const renewRsvpLink = guestRoute(
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

export const previewGuestImport = guestRoute(
  previewGuestImportEndpoint,
  async ({ id, request, db, customerId }) => {
    const { file } = await uploaded(request)
    return previewImport(db, id, customerId, file.bytes)
  },
)

export const importGuestList = guestRoute(importGuestsEndpoint, async ({ id, request, db, customerId }) => {
  const { file, fields } = await uploaded(request)
  return importGuests(db, id, customerId, file.bytes, fields.mode, fields.confirmReplace === 'true')
})

export const guestMailMerge = guestRoute(guestMailMergeEndpoint, ({ id, body, db, customerId }) =>
  eventMailMergeList(db, id, customerId, body.placeholders),
)

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const

/** A spreadsheet download: the query checked like a JSON endpoint's, errors as JSON, never cached. */
async function download(
  request: Request,
  name: string,
  read: (ctx: ApiContext) => Promise<GuestSheet>,
): Promise<Response> {
  try {
    // The channel and locale headers are checked as for every endpoint (a brand's unserved locale is a 400).
    const ctx = apiContext(request)
    const query = exportQuerySchema.safeParse(queryToObject(new URL(request.url).searchParams))
    if (!query.success) {
      const issue = query.error.issues[0]
      return jsonError(
        400,
        `Invalid query: ${issue?.path.join('.') || 'format'}: ${issue?.message ?? 'invalid'}`,
        { field: String(issue?.path[0] ?? 'format') },
      )
    }
    const sheet = await read(ctx)
    const bytes = await sheetFile(sheet, query.data.format, 'Gästeliste')
    return new Response(Buffer.from(bytes), {
      headers: {
        'content-type': CONTENT_TYPES[query.data.format],
        'content-disposition': `attachment; filename="${name}.${query.data.format}"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    })
  } catch (error) {
    if (error instanceof HttpError) return error.toResponse()
    if (error instanceof ShopError) {
      return jsonError(error.status, error.message, error.options.field ? { field: error.options.field } : {})
    }
    logger().error({ err: error }, 'guest list download failed')
    return jsonError(500, 'Something went wrong on our side. Please try again in a moment.')
  }
}

export async function exportGuestList(request: Request, { params }: Params): Promise<Response> {
  const raw = await params
  return download(request, 'gaesteliste', async (ctx) => {
    const id = parseId(z.uuid(), raw.id ?? '')
    const { db, customerId } = await eventOwnerOf(request, ctx)
    return exportGuests(db, id, customerId)
  })
}

export function guestTemplate(request: Request): Promise<Response> {
  return download(request, 'gaesteliste-vorlage', async () => templateSheet())
}
