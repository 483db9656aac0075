import { customerDeps } from '@/lib/api/session/customer-deps'
import { readVisitorKey } from '@/lib/visitor/server'
import { handle } from '@/lib/api/endpoint'
import { clientAddress } from '@/lib/http/rate-limit'
import { customerSignupEndpoint } from '@/lib/api/customers/endpoints'
import { signUpCustomer } from '@/lib/shop/customers/sign-up'

export const POST = handle(customerSignupEndpoint, async ({ body, ctx, request }) =>
  signUpCustomer(await customerDeps(), body, {
    ...ctx,
    visitorKey: await readVisitorKey(),
    client: clientAddress(request.headers),
  }),
)
