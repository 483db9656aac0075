import { requestAuthScope } from '@/lib/auth/request'
import { customerDeps } from '@/lib/api/session/customer-deps'
import { switchTrafficKey } from '@/lib/flags/traffic-key-cookie'
import { handle } from '@/lib/api/endpoint'
import { customerLoginEndpoint } from '@/lib/api/customers/endpoints'
import { logInCustomer } from '@/lib/shop/customers/log-in'

export const POST = handle(customerLoginEndpoint, async ({ body, ctx, request }) => {
  const scope = await requestAuthScope(request.headers)
  const { customer } = await logInCustomer(await customerDeps(), body, { ...scope, locale: ctx.locale })
  await switchTrafficKey(customer.id, 'log-in')
  return { customer }
})
