import { guestListRoutes } from '@/lib/shop/guest-list/routes'
import { serverGuestListDeps } from '@/lib/shop/guest-list/server-deps'

const routes = guestListRoutes(serverGuestListDeps)

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return routes.rows((await params).id)(request)
}
