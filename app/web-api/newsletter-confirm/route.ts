import { authSecret } from '@/lib/auth/secret'
import { handle } from '@/lib/api/endpoint'
import { kickMailWorker } from '@/lib/mail/runner'
import { newsletterConfirmEndpoint } from '@/lib/api/customers/newsletter/endpoints'
import { confirmNewsletter } from '@/lib/shop/customers/newsletter/subscriptions'

export const POST = handle(newsletterConfirmEndpoint, async ({ body, db }) => {
  const result = await confirmNewsletter(await db(), body.token, {
    now: new Date(),
    secret: authSecret(),
  })
  kickMailWorker()
  return result
})
