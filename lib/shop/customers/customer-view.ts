import type { CustomerData } from './schema'

/** The customer as the shop shows it; better-auth's user carries our additional fields. */
export function toCustomerData(user: {
  id: string
  email: string
  emailVerified: boolean
  firstName?: unknown
  lastName?: unknown
}): CustomerData {
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    firstName: typeof user.firstName === 'string' ? user.firstName : '',
    lastName: typeof user.lastName === 'string' ? user.lastName : '',
  }
}
