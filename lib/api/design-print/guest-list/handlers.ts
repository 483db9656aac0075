import { getDesign } from '@/lib/shop/catalogue/designs'
import { documentPlaceholderNames } from '@/lib/shop/design-print/design/mail-merge'
import { migrateDocument } from '@/lib/shop/design-print/design/migrations'
import { handle } from '@/lib/api/endpoint'
import { ShopError } from '@/lib/shop/common/errors'
import type { Db } from '@/lib/db/types'
import { formFields, formFile, readLimitedForm } from '@/lib/api/design-print/uploads/read-form'
import { createGuestListEndpoint, guestListRowsEndpoint } from './endpoints'
import { createGuestList, findGuestList } from '@/lib/shop/design-print/guest-list/guest-lists'
import { GUEST_LIST_LIMITS } from '@/lib/shop/design-print/guest-list/limits'
import { pageGuestRows } from '@/lib/shop/design-print/guest-list/rows'
import { guestListFormSchema } from '@/lib/shop/design-print/guest-list/schema'

export type GuestListRouteDeps = {
  db: Db
  ensureVisitorKey: () => Promise<string>
  readVisitorKey: () => Promise<string | null>
  /** The signed-in customer's id; absent: nobody signed in. */
  readCustomerId?: () => Promise<string | null>
}

async function placeholdersOf(db: Db, form: { designId?: string; placeholders?: string }): Promise<string[]> {
  if (form.placeholders !== undefined) {
    return form.placeholders
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)
  }
  if (form.designId === undefined) return []
  const design = await getDesign(db, form.designId, 'de-DE')
  if (!design) throw new ShopError(`There is no design ${form.designId}.`, { status: 404, field: 'designId' })
  return documentPlaceholderNames(migrateDocument(design.template))
}

/** Guest-list route handlers over their dependencies (tests pass a test database). */
export function guestListRoutes(deps: () => Promise<GuestListRouteDeps>) {
  return {
    create: handle(createGuestListEndpoint, async ({ request }) => {
      const form = await readLimitedForm(request, GUEST_LIST_LIMITS.maxBytes + 64 * 1024)
      const fields = guestListFormSchema.safeParse(formFields(form))
      if (!fields.success) {
        const issue = fields.error.issues[0]
        throw new ShopError(issue?.message ?? 'invalid form field', {
          field: String(issue?.path[0] ?? 'form'),
        })
      }
      const file = await formFile(form)
      const d = await deps()
      const customerId = (await d.readCustomerId?.()) ?? null
      return createGuestList(d.db, {
        bytes: file.bytes,
        fileName: file.name,
        ...(customerId ? { visitorKey: null, customerId } : { visitorKey: await d.ensureVisitorKey() }),
        placeholders: await placeholdersOf(d.db, fields.data),
      })
    }),
    rows: (id: string) =>
      handle(guestListRowsEndpoint, async ({ query }) => {
        const d = await deps()
        const owner = {
          visitorKey: await d.readVisitorKey(),
          customerId: (await d.readCustomerId?.()) ?? null,
        }
        const list = await findGuestList(d.db, id, owner)
        if (!list) throw new ShopError('There is no such guest list.', { status: 404 })
        return pageGuestRows(list, query.offset, query.limit)
      }),
  }
}
