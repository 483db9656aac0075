import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { accountOrders } from '@/lib/api/pages/account'
import { requirePageCustomer } from '@/lib/api/session/page-session'
import { getShopContext } from '@/lib/context/shop-context'
import { pageMetadata } from '@/lib/seo/metadata'
import { ACCOUNT_ROUTES } from '@/lib/shop/customers/account-urls'
import { AccountShell } from '@/components/account/account-shell'
import { OrderList } from '@/components/account/orders/order-list'

export async function generateMetadata(): Promise<Metadata> {
  const ctx = await getShopContext()
  const t = await getTranslations({ locale: ctx.locale, namespace: 'AccountOrders' })
  return { ...pageMetadata(ctx, ACCOUNT_ROUTES.orders, t('title')), robots: { index: false, follow: false } }
}

/** "My orders": every order of the account, newest first. */
export default async function AccountOrdersPage() {
  const ctx = await getShopContext()
  const customer = await requirePageCustomer(ctx)
  const t = await getTranslations('AccountOrders')
  const orders = await accountOrders(customer.id)
  return (
    <AccountShell ctx={ctx} current="orders" headline={t('title')}>
      <OrderList orders={orders} ctx={ctx} />
    </AccountShell>
  )
}
