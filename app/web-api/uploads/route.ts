import { uploadRoutes } from '@/lib/shop/uploads/routes'
import { serverUploadDeps } from '@/lib/shop/uploads/server-deps'

const routes = uploadRoutes(serverUploadDeps)

export const POST = routes.create
export const GET = routes.list
