import { guestListRoutes } from '@/lib/api/design-print/guest-list/handlers'
import { serverGuestListDeps } from '@/lib/api/design-print/guest-list/server-deps'

export const POST = guestListRoutes(serverGuestListDeps).create
