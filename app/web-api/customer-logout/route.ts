import { customerDeps } from '@/lib/auth/server'
import { handle } from '@/lib/http/endpoint'
import { customerLogoutEndpoint } from '@/lib/shop/customers/endpoints'
import { logOutCustomer } from '@/lib/shop/customers/log-in'

export const POST = handle(customerLogoutEndpoint, async ({ request }) =>
  logOutCustomer(await customerDeps(), request.headers),
)
