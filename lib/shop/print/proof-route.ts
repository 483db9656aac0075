import { HttpError, jsonError } from '@/lib/http/json'
import { logger } from '@/lib/log/logger'
import { DesignDocumentError } from '@/lib/shop/design/errors'
import { ShopError } from '@/lib/shop/errors'
import { renderSavedDesignProof, type ProofDeps } from './proof'

/** GET /web-api/designs/{id}/proof.pdf over its dependencies (tests pass a test database). */
export function savedDesignProofRoute(deps: () => Promise<ProofDeps>) {
  return async (id: string): Promise<Response> => {
    try {
      const pdf = await renderSavedDesignProof(await deps(), id)
      if (!pdf) return jsonError(404, 'There is no such saved design.')
      return new Response(Buffer.from(pdf), {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `inline; filename="entwurf-${id.slice(0, 8)}.pdf"`,
          'cache-control': 'private, no-store',
        },
      })
    } catch (error) {
      if (error instanceof DesignDocumentError)
        return jsonError(422, 'This design cannot be printed as saved.')
      if (error instanceof HttpError) return error.toResponse()
      if (error instanceof ShopError) return jsonError(error.status, error.message)
      logger().error({ err: error }, 'proof rendering failed')
      return jsonError(500, 'Something went wrong on our side. Please try again in a moment.')
    }
  }
}
