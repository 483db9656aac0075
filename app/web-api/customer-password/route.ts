import { customerDeps } from '@/lib/api/session/customer-deps'
import { handle } from '@/lib/api/endpoint'
import { customerPasswordEndpoint } from '@/lib/api/customers/account-endpoints'
import { changeCustomerPassword } from '@/lib/shop/customers/customer-data'

export const POST = handle(customerPasswordEndpoint, async ({ body, ctx, request }) => {
  const { status } = await changeCustomerPassword(await customerDeps(), body, {
    headers: request.headers,
    locale: ctx.locale,
  })
  return { status }
})
