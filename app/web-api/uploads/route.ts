import { uploadRoutes } from '@/lib/shop/uploads/routes'
import { serverUploadDeps } from '@/lib/shop/uploads/server-deps'

export const POST = uploadRoutes(serverUploadDeps).create
