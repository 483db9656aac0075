import { customerDeps } from '@/lib/api/session/customer-deps'
import { handle } from '@/lib/api/endpoint'
import { clientAddress } from '@/lib/http/rate-limit'
import { customerPasswordResetEndpoint } from '@/lib/api/customers/endpoints'
import { resetCustomerPassword } from '@/lib/shop/customers/password-reset'

export const POST = handle(customerPasswordResetEndpoint, async ({ body, ctx, request }) =>
  resetCustomerPassword(await customerDeps(), body, ctx.locale, { client: clientAddress(request.headers) }),
)
