import { uploadRoutes } from '@/lib/shop/uploads/routes'
import { serverUploadDeps } from '@/lib/shop/uploads/server-deps'

const routes = uploadRoutes(serverUploadDeps)

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  return routes.original((await params).id)
}
