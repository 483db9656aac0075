import { uploadRoutes } from '@/lib/api/design-print/uploads/handlers'
import { serverUploadDeps } from '@/lib/api/design-print/uploads/server-deps'

const routes = uploadRoutes(serverUploadDeps)

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  return routes.thumb((await params).id)
}
