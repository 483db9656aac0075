import { HttpError, jsonError } from '@/lib/http/json'
import { describeIssue } from '@/lib/api/endpoint'
import { queryToObject } from '@/lib/http/query'
import { logger } from '@/lib/log/logger'
import type { Db } from '@/lib/db/types'
import { getDesign } from '@/lib/shop/catalogue/designs'
import { DesignDocumentError } from '@/lib/shop/design-print/design/errors'
import { migrateDocument } from '@/lib/shop/design-print/design/migrations'
import { ShopError } from '@/lib/shop/common/errors'
import { findGuestList, guestListValues } from '@/lib/shop/design-print/guest-list/guest-lists'
import type { ObjectStorage } from '@/lib/storage/storage'
import { clientAddress } from '@/lib/http/client-address'
import { RenderRefused } from '@/lib/render/errors'
import { renderRefusedResponse } from '@/lib/render/response'
import { admitVisitorPdf, type PdfAdmission } from '@/lib/shop/design-print/threads/pdf-admission'
import { renderPrintPdfOffThread } from '@/lib/shop/design-print/threads/pdf-pool'
import { printPreviewQuerySchema } from '@/lib/shop/design-print/print/schema'
import { uploadAssetResolver } from '@/lib/shop/design-print/print/upload-assets'

export type PrintRouteDeps = {
  db: Db
  storage: ObjectStorage
  readVisitorKey: () => Promise<string | null>
  /** The signed-in customer's id; absent: nobody signed in. */
  readCustomerId?: () => Promise<string | null>
  /** The cap on visitors' print files drawn at once (tests pass their own). */
  admit?: PdfAdmission
}

const FILE = /^([1-9][0-9]{0,9})\.pdf$/

/**
 * GET /web-api/print-preview/{designId}.pdf: the print file of a catalogue design, to try the
 * renderer before saved designs and orders exist. Saved designs and the order flow call
 * renderPrintPdf with their own document, rows and asset resolver.
 */
export function printPreviewRoute(deps: () => Promise<PrintRouteDeps>) {
  return async (request: Request, file: string): Promise<Response> => {
    try {
      const id = FILE.exec(file)?.[1]
      if (!id) return jsonError(404, 'Ask for a design as /web-api/print-preview/<design id>.pdf.')
      const parsed = printPreviewQuerySchema.safeParse(queryToObject(new URL(request.url).searchParams))
      if (!parsed.success) {
        const { message, field } = describeIssue(parsed.error, 'query')
        return jsonError(400, message, { field })
      }
      const query = parsed.data
      const { db, storage, readVisitorKey, readCustomerId, admit = admitVisitorPdf } = await deps()
      const design = await getDesign(db, id, 'de-DE')
      if (!design) return jsonError(404, `There is no design ${id}.`)
      const document = migrateDocument(design.template)
      const owner = { visitorKey: await readVisitorKey(), customerId: (await readCustomerId?.()) ?? null }
      let rows: Record<string, string>[] | undefined
      if (query.guestList) {
        const list = await findGuestList(db, query.guestList, owner)
        if (!list) return jsonError(404, 'There is no such guest list.')
        rows = guestListValues(list).slice(0, query.rows)
      }
      const pdf = await admit(clientAddress(request.headers), () =>
        renderPrintPdfOffThread({
          document,
          rows,
          missing: query.missing,
          assets: uploadAssetResolver(db, storage, owner),
          title: design.name,
        }),
      )
      return new Response(Buffer.from(pdf), {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `inline; filename="design-${id}.pdf"`,
          'cache-control': 'private, no-store',
        },
      })
    } catch (error) {
      if (error instanceof DesignDocumentError)
        return jsonError(422, 'This design has no printable template yet.')
      if (error instanceof HttpError) return error.toResponse()
      if (error instanceof ShopError) return jsonError(error.status, error.message)
      // Too many print files at once for this visitor (429) or the shop (503), with Retry-After.
      if (error instanceof RenderRefused && error.reason !== 'failed') return renderRefusedResponse(error)
      logger().error({ err: error }, 'print preview failed')
      return jsonError(500, 'Something went wrong on our side. Please try again in a moment.')
    }
  }
}
