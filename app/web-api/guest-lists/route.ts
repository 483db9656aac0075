import { guestListRoutes } from '@/lib/shop/guest-list/routes'
import { serverGuestListDeps } from '@/lib/shop/guest-list/server-deps'

export const POST = guestListRoutes(serverGuestListDeps).create
