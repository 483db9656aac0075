import { eq } from 'drizzle-orm'
import { isAPIError } from 'better-auth/api'
import { withMinimumDuration } from '@/lib/auth/timing'
import type { BrandKey } from '@/lib/config/brands'
import type { ShopLocaleCode } from '@/lib/config/locales'
import { customers } from '@/lib/db/schema'
import type { CustomerDeps } from './deps'
import { accountError } from './errors'
import { guardMailRequest } from './mail-requests'
import './hook-registrations'
import { signUpInputSchema, type SignUpInput } from './schema'
import { runSignedInHooks } from './signed-in-hooks'

export interface RequestScope {
  brand: BrandKey
  locale: ShopLocaleCode
  visitorKey: string | null
  /** The client address (clientAddress in lib/http/rate-limit.ts), for the limit on sign-up mails. */
  client?: string
}

/**
 * Creates an account and e-mails the confirmation link. The answer is the same, in about the same
 * time, whether the address is new or already has an account (then that owner gets a notice instead):
 * sign-up must not reveal who is a customer.
 */
export async function signUpCustomer(
  deps: CustomerDeps,
  input: SignUpInput,
  scope: RequestScope,
): Promise<{ status: 'verification-sent' }> {
  const data = signUpInputSchema.parse(input)
  await guardMailRequest(deps, 'sign-up', scope.client, scope.locale)
  try {
    const result = await withMinimumDuration(deps.answerFloorMs, () =>
      deps.auth.api.signUpEmail({
        body: {
          email: data.email,
          password: data.password,
          name: `${data.firstName} ${data.lastName}`,
          firstName: data.firstName,
          lastName: data.lastName,
          brand: scope.brand,
          locale: scope.locale,
        },
      }),
    )
    // A duplicate sign-up answers with a made-up user id; only a real new account takes the visitor's items.
    const [created] = await deps.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, result.user.id))
    if (created) {
      await runSignedInHooks(deps.db, {
        customerId: created.id,
        visitorKey: scope.visitorKey,
        reason: 'sign-up',
      })
    }
  } catch (error) {
    if (isAPIError(error)) throw accountError('signUp', scope.locale)
    throw error
  }
  return { status: 'verification-sent' }
}
