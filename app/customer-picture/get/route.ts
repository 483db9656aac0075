import { uploadRoutes } from '@/lib/api/design-print/uploads/handlers'
import { serverUploadDeps } from '@/lib/api/design-print/uploads/server-deps'

export const GET = uploadRoutes(serverUploadDeps).library
