import type { Db } from '@/lib/db/types'
import { setUnsubscribed, subscribeToNewsletter, type NewsletterScope } from './subscriptions'

/**
 * The account's newsletter switch for the customer's own address. Subscribing goes through the same
 * double opt-in as the public form (consent needs the confirmation link, even for a logged-in
 * customer whose address is verified: the consent itself must be confirmed).
 */
export async function setNewsletterPreference(
  db: Db,
  email: string,
  subscribed: boolean,
  scope: NewsletterScope,
): Promise<{ status: 'confirmation-sent' | 'unsubscribed' }> {
  if (subscribed) {
    await subscribeToNewsletter(db, { email, consent: true }, scope)
    return { status: 'confirmation-sent' }
  }
  await setUnsubscribed(db, scope.brand, email, scope.now)
  return { status: 'unsubscribed' }
}
