import { handle } from '@/lib/api/endpoint'
import { kickMailWorker } from '@/lib/mail/runner'
import { consentText } from '@/lib/shop/customers/newsletter/consent'
import { newsletterSubscribeEndpoint } from '@/lib/api/customers/newsletter/endpoints'
import { subscribeToNewsletter } from '@/lib/shop/customers/newsletter/subscriptions'
import { guardNewsletterRate } from '@/lib/shop/customers/newsletter/rate'

export const POST = handle(newsletterSubscribeEndpoint, async ({ body, ctx, request, db }) => {
  await guardNewsletterRate(request.headers, ctx.locale)
  const result = await subscribeToNewsletter(await db(), body, {
    ...ctx,
    consentText: consentText(ctx.brand, ctx.locale),
    now: new Date(),
  })
  kickMailWorker()
  return result
})
