import type { z } from 'zod'
import { apiContext } from '@/lib/api/api-context'
import { describeIssue, handle, type EndpointSpec } from '@/lib/api/endpoint'
import { clientAddress } from '@/lib/http/client-address'
import { HttpError, jsonError } from '@/lib/http/json'
import { queryToObject } from '@/lib/http/query'
import { logger } from '@/lib/log/logger'
import type { ShopLocaleCode } from '@/lib/config/locales'
import { ShopError } from '@/lib/shop/common/errors'
import { UploadRejected } from '@/lib/shop/design-print/uploads/errors'
import { UPLOAD_FORM_OVERHEAD_BYTES, UPLOAD_LIMITS } from '@/lib/shop/design-print/uploads/limits'
import { assertPdf, downloadUpload, optimizeUpload } from '@/lib/shop/design-print/uploads/toolbox'
import { createUpload } from '@/lib/shop/design-print/uploads/uploads'
import { ownerForRead, ownerForWrite, type UploadRouteDeps } from '@/lib/api/design-print/uploads/handlers'
import { formFile, readLimitedForm } from '@/lib/api/design-print/uploads/read-form'
import {
  toolboxConvertFileEndpoint,
  toolboxConvertPdfEndpoint,
  toolboxDownloadEndpoint,
  toolboxOptimizeImageEndpoint,
} from './endpoints'

const FORM_BYTES = UPLOAD_LIMITS.maxFileBytes + UPLOAD_FORM_OVERHEAD_BYTES
const NO_SUCH_UPLOAD = 'There is no such upload.'

/**
 * The toolbox route handlers (ADR 0059), over the upload routes' dependencies so tests run them with
 * a test database and storage. A visitor reaches only their own uploads, as in /web-api/uploads.
 */
export function toolboxRoutes(deps: () => Promise<UploadRouteDeps>) {
  return {
    convertFile: handle(toolboxConvertFileEndpoint, async ({ request, ctx }) =>
      inLocale(ctx.locale, () => storePhoto(deps, request)),
    ),
    // The PDF's first page becomes a photo in the library, answered as convert-file answers.
    convertPdf: handle(toolboxConvertPdfEndpoint, async ({ request, ctx }) =>
      inLocale(ctx.locale, () => storePhoto(deps, request, assertPdf)),
    ),
    optimizeImage: binary(toolboxOptimizeImageEndpoint, async ({ request, query }) => {
      const d = await deps()
      const render = { client: clientAddress(request.headers), signal: request.signal }
      const copy = await optimizeUpload(d, await ownerForRead(d), query, render)
      if (!copy) return jsonError(404, NO_SUCH_UPLOAD)
      return fileResponse(copy.bytes, copy.contentType, 'inline')
    }),
    download: binary(toolboxDownloadEndpoint, async ({ query }) => {
      const d = await deps()
      const file = await downloadUpload(d, await ownerForRead(d), query.id)
      if (!file) return jsonError(404, NO_SUCH_UPLOAD)
      return fileResponse(file.bytes, file.contentType, `attachment; filename="${file.fileName}"`)
    }),
  }
}

/** The request's file, checked by `accept` first, stored as a photo upload of the visitor's. */
async function storePhoto(
  deps: () => Promise<UploadRouteDeps>,
  request: Request,
  accept: (bytes: Uint8Array) => void = () => {},
) {
  const file = await formFile(await readLimitedForm(request, FORM_BYTES))
  accept(file.bytes)
  const d = await deps()
  return createUpload(d, {
    bytes: file.bytes,
    kind: 'photo',
    ...(await ownerForWrite(d)),
    fileName: file.name,
    render: { client: clientAddress(request.headers), signal: request.signal },
  })
}

/** Upload refusals are worded in English by the checks; the customer reads them in the shop's language. */
async function inLocale<T>(locale: ShopLocaleCode, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw error instanceof UploadRejected ? error.inLocale(locale) : error
  }
}

function fileResponse(bytes: Uint8Array, contentType: string, disposition: string): Response {
  return new Response(Buffer.from(bytes), {
    headers: {
      'content-type': contentType,
      'content-length': String(bytes.length),
      'content-disposition': disposition,
      // The visitor's own pictures: never in a shared cache (proxy.ts sets private, no-store as well).
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      // An SVG opened directly must not run anything even if the sanitiser missed something.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  })
}

type BinaryInput<Q extends z.ZodType> = { query: z.output<Q>; request: Request }

/**
 * A route handler for an endpoint that answers a file rather than JSON: headers and query are checked
 * as handle() checks them, and every refusal is the same JSON error in the shop's language.
 */
function binary<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  spec: EndpointSpec<Q, B, R>,
  run: (input: BinaryInput<Q>) => Promise<Response>,
) {
  return async (request: Request): Promise<Response> => {
    let locale: ShopLocaleCode | undefined
    try {
      locale = apiContext(request).locale
      const parsed = spec.query?.safeParse(queryToObject(new URL(request.url).searchParams))
      if (parsed && !parsed.success) {
        const { message, field } = describeIssue(parsed.error, 'query')
        return jsonError(400, message, { field })
      }
      return await run({ query: parsed?.data as z.output<Q>, request })
    } catch (error) {
      if (error instanceof HttpError) return error.toResponse()
      if (error instanceof ShopError) {
        const shown = error instanceof UploadRejected && locale ? error.inLocale(locale) : error
        const { field, key, retryAfterSeconds } = shown.options
        return jsonError(
          shown.status,
          shown.message,
          { ...(field && { field }), ...(key && { key }) },
          retryAfterSeconds ? { headers: { 'Retry-After': String(retryAfterSeconds) } } : undefined,
        )
      }
      logger().error({ err: error, path: spec.path }, 'toolbox endpoint failed')
      return jsonError(500, 'Something went wrong on our side. Please try again in a moment.')
    }
  }
}
