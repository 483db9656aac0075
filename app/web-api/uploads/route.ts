import { uploadRoutes } from '@/lib/api/design-print/uploads/handlers'
import { serverUploadDeps } from '@/lib/api/design-print/uploads/server-deps'

const routes = uploadRoutes(serverUploadDeps)

export const POST = routes.create
export const GET = routes.list
