import { getDb } from '@/lib/db/client'
import { authSecret } from '@/lib/auth/secret'
import { handle } from '@/lib/api/endpoint'
import { kickMailWorker } from '@/lib/mail/runner'
import { newsletterConfirmEndpoint } from '@/lib/api/customers/newsletter/endpoints'
import { confirmNewsletter } from '@/lib/shop/customers/newsletter/subscriptions'

export const POST = handle(newsletterConfirmEndpoint, async ({ body }) => {
  const result = await confirmNewsletter(await getDb(), body.token, {
    now: new Date(),
    secret: authSecret(),
  })
  kickMailWorker()
  return result
})
