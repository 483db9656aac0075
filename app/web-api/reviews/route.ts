import { customerDeps } from '@/lib/api/session/customer-deps'
import { handle } from '@/lib/api/endpoint'
import { requireCustomer } from '@/lib/shop/customers/session'
import { createReviewEndpoint } from '@/lib/api/catalogue/reviews/endpoints'
import { submitCustomerReview } from '@/lib/shop/catalogue/reviews/submit'

/** POST /web-api/reviews: the account's review form and any other client of the API. */
export const POST = handle(createReviewEndpoint, async ({ body, ctx, request }) => {
  const deps = await customerDeps()
  const customer = await requireCustomer(deps, request.headers, ctx.locale)
  return submitCustomerReview(deps.db, customer.id, body, ctx.locale)
})
