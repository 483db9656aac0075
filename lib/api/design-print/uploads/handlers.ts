import { handle } from '@/lib/api/endpoint'
import { clientAddress } from '@/lib/http/rate-limit'
import { HttpError, jsonError } from '@/lib/http/json'
import { logger } from '@/lib/log/logger'
import { ShopError } from '@/lib/shop/common/errors'
import type { Db } from '@/lib/db/types'
import type { ObjectStorage } from '@/lib/storage/storage'
import { createUploadEndpoint, customerPicturesEndpoint, listUploadsEndpoint } from './endpoints'
import { uploadRefused, UploadRejected } from '@/lib/shop/design-print/uploads/errors'
import type { ShopOwner } from '@/lib/shop/common/owner'
import type { UploadQuota } from '@/lib/shop/design-print/uploads/limits'
import { UPLOAD_FORM_OVERHEAD_BYTES, UPLOAD_LIMITS } from '@/lib/shop/design-print/uploads/limits'
import { formFields, formFile, readLimitedForm } from './read-form'
import { uploadFormSchema } from '@/lib/shop/design-print/uploads/schema'
import {
  createUpload,
  listUploads,
  readUploadOriginal,
  readUploadPreview,
  readUploadThumb,
  type StoredFile,
} from '@/lib/shop/design-print/uploads/uploads'

export type UploadRouteDeps = {
  db: Db
  storage: ObjectStorage
  /** Creates the visitor cookie when missing (POST). */
  ensureVisitorKey: () => Promise<string>
  /** The visitor key if the request has one (GET). */
  readVisitorKey: () => Promise<string | null>
  /** The signed-in customer's id (their uploads are theirs, on any device); absent: nobody signed in. */
  readCustomerId?: () => Promise<string | null>
  quota?: UploadQuota
}

/**
 * The upload route handlers, built over their dependencies so API tests run them with a test
 * database and storage; app/web-api/uploads/** passes the real ones.
 */
export function uploadRoutes(deps: () => Promise<UploadRouteDeps>) {
  return {
    create: handle(createUploadEndpoint, async ({ request, ctx }) => {
      try {
        const form = await readLimitedForm(request, UPLOAD_LIMITS.maxFileBytes + UPLOAD_FORM_OVERHEAD_BYTES)
        const fields = uploadFormSchema.safeParse(formFields(form))
        if (!fields.success) throw uploadRefused('purpose', 400, {}, { field: 'purpose' })
        const file = await formFile(form)
        const d = await deps()
        return await createUpload(d, {
          bytes: file.bytes,
          kind: fields.data.purpose,
          ...(await ownerForWrite(d)),
          fileName: file.name,
          render: { client: clientAddress(request.headers), signal: request.signal },
        })
      } catch (error) {
        // The checks speak no language of their own; the customer reads the refusal in the shop's.
        throw error instanceof UploadRejected ? error.inLocale(ctx.locale) : error
      }
    }),
    list: handle(listUploadsEndpoint, async () => library(await deps())),
    /** /customer-picture/get: the same photo library under the spec's path. */
    library: handle(customerPicturesEndpoint, async () => library(await deps())),
    preview: (id: string) => binary(async () => readUploadPreview(await deps(), id), 'public'),
    thumb: (id: string) => binary(async () => readUploadThumb(await deps(), id), 'public'),
    original: (id: string) =>
      binary(async () => {
        const d = await deps()
        return readUploadOriginal(d, id, await ownerForRead(d))
      }, 'private'),
  }
}

async function library(d: UploadRouteDeps) {
  return { uploads: await listUploads(d.db, await ownerForRead(d)) }
}

export async function ownerForRead(d: UploadRouteDeps): Promise<ShopOwner> {
  const customerId = (await d.readCustomerId?.()) ?? null
  return { visitorKey: await d.readVisitorKey(), customerId }
}

/** A signed-in customer needs no visitor cookie to upload. */
export async function ownerForWrite(d: UploadRouteDeps): Promise<ShopOwner> {
  const customerId = (await d.readCustomerId?.()) ?? null
  return customerId ? { visitorKey: null, customerId } : { visitorKey: await d.ensureVisitorKey() }
}

async function binary(
  read: () => Promise<StoredFile | null>,
  cache: 'public' | 'private',
): Promise<Response> {
  try {
    const file = await read()
    if (!file) return jsonError(404, 'There is no such upload.')
    return new Response(Buffer.from(file.bytes), {
      headers: {
        'content-type': file.contentType,
        'content-length': String(file.bytes.length),
        // Uploads never change under their id; the original is personal and stays out of shared caches.
        'cache-control': `${cache}, max-age=31536000, immutable`,
        'x-content-type-options': 'nosniff',
        // An SVG opened directly must not run anything even if the sanitiser missed something.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      },
    })
  } catch (error) {
    if (error instanceof HttpError) return error.toResponse()
    if (error instanceof ShopError) return jsonError(error.status, error.message)
    logger().error({ err: error }, 'reading an upload failed')
    return jsonError(500, 'Something went wrong on our side. Please try again in a moment.')
  }
}
