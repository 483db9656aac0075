import 'server-only'
import { listApiTokens } from '@/lib/backoffice/api-tokens'
import { customerProfile, searchCustomers } from '@/lib/backoffice/customers'
import { findInvitation, listStaff } from '@/lib/backoffice/staff-admin'
import { onShopDb } from './shop-db'

/** Reads of the back office's people pages (team, invitation, customers); pages check the session first. */
export const staffTeam = onShopDb(listStaff)
export const staffInvitation = onShopDb(findInvitation)
export const staffCustomerSearch = onShopDb(searchCustomers)
export const staffCustomer = onShopDb(customerProfile)
export const staffApiTokens = onShopDb(listApiTokens)
