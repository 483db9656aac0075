import { getDb } from '@/lib/db/client'
import { authSecret } from '@/lib/auth/secret'
import { handle } from '@/lib/http/endpoint'
import { newsletterUnsubscribeEndpoint } from '@/lib/shop/newsletter/endpoints'
import { unsubscribeFromNewsletter } from '@/lib/shop/newsletter/subscriptions'

export const POST = handle(newsletterUnsubscribeEndpoint, async ({ body }) =>
  unsubscribeFromNewsletter(await getDb(), body.token, { now: new Date(), secret: authSecret() }),
)
