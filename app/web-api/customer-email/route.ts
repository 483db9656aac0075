import { customerDeps } from '@/lib/auth/server'
import { handle } from '@/lib/http/endpoint'
import { customerEmailEndpoint } from '@/lib/shop/customers/account-endpoints'
import { changeCustomerEmail } from '@/lib/shop/customers/customer-data'

export const POST = handle(customerEmailEndpoint, async ({ body, ctx, request }) =>
  changeCustomerEmail(await customerDeps(), body, { headers: request.headers, locale: ctx.locale }),
)
