import { guestListRoutes } from '@/lib/api/design-print/guest-list/handlers'
import { serverGuestListDeps } from '@/lib/api/design-print/guest-list/server-deps'

const routes = guestListRoutes(serverGuestListDeps)

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return routes.rows((await params).id)(request)
}
