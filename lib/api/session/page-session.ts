import 'server-only'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import type { ShopContext } from '@/lib/context/shop-context'
import { shopHref } from '@/lib/seo/urls'
import { ACCOUNT_ROUTES } from '@/lib/shop/customers/account-urls'
import type { CustomerData } from '@/lib/shop/customers/schema'
import { currentCustomer } from '@/lib/shop/customers/session'
import { customerDeps } from '@/lib/api/session/customer-deps'

/** The signed-in customer for a server component (no refresh: pages cannot write the cookie). */
export async function pageCustomer(): Promise<CustomerData | null> {
  return currentCustomer(await customerDeps(), await headers(), { refresh: false })
}

/** Account pages: the customer, or a redirect to the login page of the same shop. */
export async function requirePageCustomer(ctx: ShopContext): Promise<CustomerData> {
  const customer = await pageCustomer()
  if (!customer) redirect(shopHref(ctx, ACCOUNT_ROUTES.login))
  return customer
}
