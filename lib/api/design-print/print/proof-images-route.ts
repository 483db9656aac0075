import { z } from 'zod'
import { clientAddress } from '@/lib/http/client-address'
import { jsonError } from '@/lib/http/json'
import { logger } from '@/lib/log/logger'
import { RenderRefused } from '@/lib/render/errors'
import { renderRefusedResponse } from '@/lib/render/response'
import { ShopError } from '@/lib/shop/common/errors'
import { DesignDocumentError } from '@/lib/shop/design-print/design/errors'
import type { ProofDeps } from '@/lib/shop/design-print/print/proof'
import { proofManifest, proofPagePicture } from '@/lib/shop/design-print/print/proof-images'
import { admitVisitorPdf, type PdfAdmission } from '@/lib/shop/design-print/threads/pdf-admission'
import {
  proofPageNumberSchema,
  proofPageQuerySchema,
  proofQuerySchema,
} from '@/lib/shop/design-print/print/proof-schema'

type Deps = () => Promise<ProofDeps & { admit?: PdfAdmission }>

const NOT_FOUND = 'There is no such saved design.'

function parse<T>(schema: z.ZodType<T, unknown>, value: unknown, field?: string): T | Response {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  if (issue?.code === 'unrecognized_keys')
    return jsonError(400, `The proof takes no parameter ${issue.keys.join(', ')}.`, { field: issue.keys[0] })
  const name = field ?? issue?.path.join('.') ?? ''
  // Our own sentences for a number out of range; zod's words for anything else a client sent.
  const message = issue?.code === 'custom' || issue?.code === 'invalid_format' ? issue.message : null
  return jsonError(400, message ?? `The ${name || 'request'} is not valid.`, { field: name })
}

/** The answers both routes share for a proof that could not be drawn. */
function failed(error: unknown): Response {
  if (error instanceof DesignDocumentError) return jsonError(422, 'This design cannot be printed as saved.')
  if (error instanceof ShopError)
    return jsonError(error.status, error.message, { field: error.options.field, key: error.options.key })
  // Busy (503), too many at once (429), too slow or too large to draw (422): with Retry-After.
  if (error instanceof RenderRefused && error.reason !== 'failed') return renderRefusedResponse(error)
  logger().error({ err: error }, 'proof page rendering failed')
  return jsonError(500, 'Something went wrong on our side. Please try again in a moment.')
}

/**
 * GET /web-api/designs/{id}/proof?guest=k: the pages of guest k's print file (ADR 0084), drawn from
 * the saved design; the answer names the revision the page pictures are asked for at.
 */
export function proofManifestRoute(deps: Deps) {
  return async (request: Request, id: string): Promise<Response> => {
    const query = parse(proofQuerySchema, Object.fromEntries(new URL(request.url).searchParams))
    if (query instanceof Response) return query
    try {
      const { admit = admitVisitorPdf, ...proofDeps } = await deps()
      const client = clientAddress(request.headers)
      const manifest = await proofManifest(
        { ...proofDeps, admit, client, signal: request.signal },
        id,
        query.guest ?? null,
      )
      if (!manifest) return jsonError(404, NOT_FOUND)
      return Response.json(manifest, { headers: { 'cache-control': 'private, no-store' } })
    } catch (error) {
      return failed(error)
    }
  }
}

/**
 * GET /web-api/designs/{id}/proof/pages/{n}?revision=r&guest=k: page n as a WebP picture. The URL
 * names the revision, so the browser may keep the picture; only the requester's browser (private).
 */
export function proofPageRoute(deps: Deps) {
  return async (request: Request, id: string, page: string): Promise<Response> => {
    const query = parse(proofPageQuerySchema, Object.fromEntries(new URL(request.url).searchParams))
    if (query instanceof Response) return query
    const pageNumber = parse(proofPageNumberSchema, page, 'page')
    if (pageNumber instanceof Response) return pageNumber
    try {
      const { admit = admitVisitorPdf, ...proofDeps } = await deps()
      const client = clientAddress(request.headers)
      const picture = await proofPagePicture({ ...proofDeps, admit, client, signal: request.signal }, id, {
        revision: query.revision,
        guest: query.guest ?? null,
        page: pageNumber,
      })
      if (!picture) return jsonError(404, NOT_FOUND)
      return new Response(Buffer.from(picture), {
        headers: {
          'content-type': 'image/webp',
          'cache-control': 'private, max-age=3600, immutable',
        },
      })
    } catch (error) {
      return failed(error)
    }
  }
}
