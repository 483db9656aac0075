import { ENDPOINTS } from '@/lib/api/endpoints'
import { openApiDocument } from '@/lib/api/openapi'

export const dynamic = 'force-static'

/** The API contract, generated from the same zod schemas the handlers validate with. */
export function GET() {
  return Response.json(openApiDocument(ENDPOINTS))
}
