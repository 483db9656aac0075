import { customerDeps } from '@/lib/auth/server'
import { handle } from '@/lib/http/endpoint'
import { customerPasswordResetEndpoint } from '@/lib/shop/customers/endpoints'
import { resetCustomerPassword } from '@/lib/shop/customers/password-reset'

export const POST = handle(customerPasswordResetEndpoint, async ({ body, ctx }) =>
  resetCustomerPassword(await customerDeps(), body, ctx.locale),
)
