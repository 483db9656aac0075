import { authSecret } from '@/lib/auth/secret'
import { handle } from '@/lib/api/endpoint'
import { newsletterUnsubscribeEndpoint } from '@/lib/api/customers/newsletter/endpoints'
import { unsubscribeFromNewsletter } from '@/lib/shop/customers/newsletter/subscriptions'

export const POST = handle(newsletterUnsubscribeEndpoint, async ({ body, db }) =>
  unsubscribeFromNewsletter(await db(), body.token, { now: new Date(), secret: authSecret() }),
)
