import { customerDeps } from '@/lib/api/session/customer-deps'
import { handle } from '@/lib/api/endpoint'
import { customerEmailEndpoint } from '@/lib/api/customers/account-endpoints'
import { changeCustomerEmail } from '@/lib/shop/customers/customer-data'

export const POST = handle(customerEmailEndpoint, async ({ body, ctx, request }) =>
  changeCustomerEmail(await customerDeps(), body, { headers: request.headers, locale: ctx.locale }),
)
