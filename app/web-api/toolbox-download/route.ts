import { serverUploadDeps } from '@/lib/api/design-print/uploads/server-deps'
import { toolboxRoutes } from '@/lib/api/design-print/toolbox/handlers'

export const GET = toolboxRoutes(serverUploadDeps).download
