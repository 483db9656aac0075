import { customerDeps } from '@/lib/api/session/customer-deps'
import { handle } from '@/lib/api/endpoint'
import { updateCustomerNames } from '@/lib/shop/customers/customer-data'
import { customerDataEndpoint, customerDataUpdateEndpoint } from '@/lib/api/customers/endpoints'
import { requireCustomer } from '@/lib/shop/customers/session'

export const GET = handle(customerDataEndpoint, async ({ ctx, request }) =>
  requireCustomer(await customerDeps(), request.headers, ctx.locale),
)

export const PATCH = handle(customerDataUpdateEndpoint, async ({ body, ctx, request }) =>
  updateCustomerNames(await customerDeps(), body, { headers: request.headers, locale: ctx.locale }),
)
