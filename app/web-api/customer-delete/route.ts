import { customerDeps } from '@/lib/api/session/customer-deps'
import { switchTrafficKey } from '@/lib/flags/traffic-key-cookie'
import { handle } from '@/lib/api/endpoint'
import { customerDeleteEndpoint } from '@/lib/api/customers/account-endpoints'
import { deleteCustomerAccount } from '@/lib/shop/customers/customer-data'

export const POST = handle(customerDeleteEndpoint, async ({ body, ctx, request }) => {
  const result = await deleteCustomerAccount(await customerDeps(), body, {
    headers: request.headers,
    locale: ctx.locale,
  })
  await switchTrafficKey(null, 'log-out')
  return result
})
