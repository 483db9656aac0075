import 'server-only'
import { findInvitation, listStaff } from '@/lib/backoffice/staff-admin'
import { onShopDb } from './shop-db'

/** Reads of the back office's people pages (team, invitation); the pages check the session first. */
export const staffTeam = onShopDb(listStaff)
export const staffInvitation = onShopDb(findInvitation)
