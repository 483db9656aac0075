import { eq } from 'drizzle-orm'
import { isAPIError } from 'better-auth/api'
import { authSecret } from '@/lib/auth/secret'
import type { ShopLocaleCode } from '@/lib/config/locales'
import { customers } from '@/lib/db/schema'
import { getStorage } from '@/lib/storage/from-env'
import type { ObjectStorage } from '@/lib/storage/storage'
import { clientAddress } from '@/lib/http/rate-limit'
import { logger } from '@/lib/log/logger'
import { sendEmailChangedNotice, sendPasswordChangedNotice } from './account-notices'
import { anonymiseCustomer, type FileErasure } from './anonymise'
import { emailChangeOf } from './email-change-token'
import { logOutCustomer } from './log-in'
import type { CustomerDeps } from './deps'
import { accountError } from './errors'
import { guardMailRequest } from './mail-requests'
import './hook-registrations'
import {
  changeEmailInputSchema,
  changePasswordInputSchema,
  deleteAccountInputSchema,
  namesInputSchema,
  type CustomerData,
} from './schema'
import { confirmPassword, requireCustomer } from './session'
import { OrdersStillOpenError } from './visitor-to-customer'

interface Scope {
  headers: Headers
  locale: ShopLocaleCode
}

export async function updateCustomerNames(
  deps: CustomerDeps,
  input: unknown,
  scope: Scope,
): Promise<CustomerData> {
  const customer = await requireCustomer(deps, scope.headers, scope.locale)
  const { firstName, lastName } = namesInputSchema.parse(input)
  await deps.db
    .update(customers)
    .set({ firstName, lastName, name: `${firstName} ${lastName}`, updatedAt: new Date(deps.now()) })
    .where(eq(customers.id, customer.id))
  return { ...customer, firstName, lastName }
}

/**
 * Asks for a new address after re-authentication. The address changes only when the link sent to the
 * new address is opened (verifyCustomerEmail); until then the old one stays in force.
 */
export async function changeCustomerEmail(
  deps: CustomerDeps,
  input: unknown,
  scope: Scope,
): Promise<{ status: 'verification-sent' }> {
  const customer = await requireCustomer(deps, scope.headers, scope.locale)
  const { newEmail, password } = changeEmailInputSchema.parse(input)
  await confirmPassword(deps, customer.id, password, scope.locale)
  if (newEmail === customer.email) return { status: 'verification-sent' }
  await guardMailRequest(deps, 'email-change', clientAddress(scope.headers), scope.locale)
  try {
    await deps.auth.api.changeEmail({ body: { newEmail }, headers: scope.headers })
  } catch (error) {
    if (isAPIError(error)) throw accountError('signUp', scope.locale, { field: 'newEmail' })
    throw error
  }
  return { status: 'verification-sent' }
}

/** Changes the password (the current one is required) and ends the customer's other sessions. */
export async function changeCustomerPassword(
  deps: CustomerDeps,
  input: unknown,
  scope: Scope,
): Promise<{ status: 'password-changed'; setCookie: string | null }> {
  const customer = await requireCustomer(deps, scope.headers, scope.locale)
  const { currentPassword, newPassword } = changePasswordInputSchema.parse(input)
  let setCookie: string | null
  try {
    // Revoking the other sessions also replaces this one: the new cookie is set (and returned for tests).
    const { headers } = await deps.auth.api.changePassword({
      body: { currentPassword, newPassword, revokeOtherSessions: true },
      headers: scope.headers,
      returnHeaders: true,
    })
    setCookie = headers.get('set-cookie')
  } catch (error) {
    if (isAPIError(error)) throw accountError('wrongPassword', scope.locale, { field: 'currentPassword' })
    throw error
  }
  await sendPasswordChangedNotice(deps.db, customer.id)
  return { status: 'password-changed', setCookie }
}

/**
 * Deletes the account after re-authentication: in one transaction the registered anonymisers run
 * (orders keep their record without personal data) and the customer row goes, taking sessions,
 * credentials and addresses with it (foreign keys cascade).
 */
export async function deleteCustomerAccount(
  deps: CustomerDeps,
  input: unknown,
  scope: Scope,
): Promise<{ deleted: true }> {
  const customer = await requireCustomer(deps, scope.headers, scope.locale)
  const { password } = deleteAccountInputSchema.parse(input)
  await confirmPassword(deps, customer.id, password, scope.locale)
  try {
    await deleteCustomer(deps, customer.id)
  } catch (error) {
    if (error instanceof OrdersStillOpenError) {
      throw accountError('openOrders', scope.locale, { orderNumbers: error.orderNumbers })
    }
    throw error
  }
  // The session rows went with the customer; this clears the cookie in the browser.
  await logOutCustomer(deps, scope.headers)
  return { deleted: true }
}

export async function deleteCustomer(
  deps: Pick<CustomerDeps, 'db'> & { storage?: ObjectStorage },
  customerId: string,
): Promise<void> {
  const erasures: FileErasure[] = []
  await deps.db.transaction(async (tx) => {
    await anonymiseCustomer(tx, customerId, (erasure) => erasures.push(erasure))
    await tx.delete(customers).where(eq(customers.id, customerId))
  })
  // Files go only once the rows are gone for good; what fails here the orphan sweep removes later.
  const storage = deps.storage ?? getStorage()
  const results = await Promise.allSettled(erasures.map((erase) => erase(storage)))
  const failed = results.filter((r) => r.status === 'rejected')
  if (failed.length > 0) {
    logger().error({ failed: failed.length, err: failed[0]?.reason }, 'account deletion left files behind')
  }
}

/**
 * Opens a confirmation link (sign-up or e-mail change). A confirmed change of address is reported to
 * the old address with a link that undoes it (account-notices.ts).
 */
export async function verifyCustomerEmail(
  deps: CustomerDeps,
  token: string,
  scope: Scope,
): Promise<{ status: 'verified' }> {
  const change = emailChangeOf(token)
  try {
    await deps.auth.api.verifyEmail({ query: { token }, headers: scope.headers })
  } catch (error) {
    if (isAPIError(error)) throw accountError('invalidLink', scope.locale, { field: 'token' })
    throw error
  }
  // better-auth has checked the token's signature and applied the change by now.
  if (change)
    await sendEmailChangedNotice(deps.db, change, { secret: authSecret(), now: new Date(deps.now()) })
  return { status: 'verified' }
}
