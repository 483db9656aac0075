import { customerDeps } from '@/lib/api/session/customer-deps'
import { switchTrafficKey } from '@/lib/flags/traffic-key-cookie'
import { handle } from '@/lib/api/endpoint'
import { customerLogoutEndpoint } from '@/lib/api/customers/endpoints'
import { logOutCustomer } from '@/lib/shop/customers/log-in'

export const POST = handle(customerLogoutEndpoint, async ({ request }) => {
  const result = await logOutCustomer(await customerDeps(), request.headers)
  await switchTrafficKey(null, 'log-out')
  return result
})
