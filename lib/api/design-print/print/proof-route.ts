import { clientAddress } from '@/lib/http/client-address'
import { HttpError, jsonError } from '@/lib/http/json'
import { logger } from '@/lib/log/logger'
import { DesignDocumentError } from '@/lib/shop/design-print/design/errors'
import { RenderRefused } from '@/lib/render/errors'
import { renderRefusedResponse } from '@/lib/render/response'
import { ShopError } from '@/lib/shop/common/errors'
import { admitVisitorPdf, type PdfAdmission } from '@/lib/shop/design-print/threads/pdf-admission'
import { renderSavedDesignProof, type ProofDeps } from '@/lib/shop/design-print/print/proof'

/** GET /web-api/designs/{id}/proof.pdf over its dependencies (tests pass a test database). */
export function savedDesignProofRoute(deps: () => Promise<ProofDeps & { admit?: PdfAdmission }>) {
  return async (request: Request, id: string): Promise<Response> => {
    try {
      const { admit = admitVisitorPdf, ...proofDeps } = await deps()
      const pdf = await admit(clientAddress(request.headers), () => renderSavedDesignProof(proofDeps, id))
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
      // Too many print files at once for this visitor (429) or the shop (503), with Retry-After.
      if (error instanceof RenderRefused && error.reason !== 'failed') return renderRefusedResponse(error)
      logger().error({ err: error }, 'proof rendering failed')
      return jsonError(500, 'Something went wrong on our side. Please try again in a moment.')
    }
  }
}
