import { customerDeps } from '@/lib/api/session/customer-deps'
import { handle } from '@/lib/api/endpoint'
import { kickMailWorker } from '@/lib/mail/runner'
import { customerNewsletterEndpoint } from '@/lib/api/customers/account-endpoints'
import { requireCustomer } from '@/lib/shop/customers/session'
import { consentText } from '@/lib/shop/customers/newsletter/consent'
import { setNewsletterPreference } from '@/lib/shop/customers/newsletter/preference'

export const POST = handle(customerNewsletterEndpoint, async ({ body, ctx, request }) => {
  const deps = await customerDeps()
  const customer = await requireCustomer(deps, request.headers, ctx.locale)
  const result = await setNewsletterPreference(deps.db, customer.email, body.subscribed, {
    ...ctx,
    consentText: consentText(ctx.brand, ctx.locale),
    now: new Date(),
  })
  kickMailWorker()
  return result
})
