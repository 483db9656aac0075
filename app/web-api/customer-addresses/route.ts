import { customerDeps } from '@/lib/api/session/customer-deps'
import { handle } from '@/lib/api/endpoint'
import {
  customerAddressAddEndpoint,
  customerAddressDeleteEndpoint,
  customerAddressesEndpoint,
} from '@/lib/api/customers/account-endpoints'
import { addAddress, deleteAddress, listAddresses } from '@/lib/shop/customers/addresses'
import { requireCustomer } from '@/lib/shop/customers/session'

async function signedIn(request: Request, locale: Parameters<typeof requireCustomer>[2]) {
  const deps = await customerDeps()
  return { deps, customer: await requireCustomer(deps, request.headers, locale) }
}

export const GET = handle(customerAddressesEndpoint, async ({ ctx, request }) => {
  const { deps, customer } = await signedIn(request, ctx.locale)
  return listAddresses(deps.db, customer.id)
})

export const POST = handle(customerAddressAddEndpoint, async ({ body, ctx, request }) => {
  const { deps, customer } = await signedIn(request, ctx.locale)
  return addAddress(deps.db, customer.id, body, ctx.locale)
})

export const DELETE = handle(customerAddressDeleteEndpoint, async ({ body, ctx, request }) => {
  const { deps, customer } = await signedIn(request, ctx.locale)
  return deleteAddress(deps.db, customer.id, body.id)
})
