import { customerDeps } from '@/lib/auth/server'
import { switchTrafficKey } from '@/lib/flags/traffic-key-cookie'
import { handle } from '@/lib/http/endpoint'
import { customerLogoutEndpoint } from '@/lib/shop/customers/endpoints'
import { logOutCustomer } from '@/lib/shop/customers/log-in'

export const POST = handle(customerLogoutEndpoint, async ({ request }) => {
  const result = await logOutCustomer(await customerDeps(), request.headers)
  await switchTrafficKey(null, 'log-out')
  return result
})
