import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { accountOrder } from '@/lib/api/pages/account'
import { requirePageCustomer } from '@/lib/api/session/page-session'
import { getShopContext } from '@/lib/context/shop-context'
import { pageMetadata } from '@/lib/seo/metadata'
import { shopHref } from '@/lib/seo/urls'
import { ACCOUNT_ROUTES } from '@/lib/shop/customers/account-urls'
import { ORDER_NUMBER_PATTERN } from '@/lib/shop/sales/orders/number'
import { AccountShell } from '@/components/account/account-shell'
import { OrderDetail } from '@/components/account/orders/order-detail'

export const dynamic = 'force-dynamic'

type Params = { params: Promise<{ number: string }> }

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const ctx = await getShopContext()
  const t = await getTranslations({ locale: ctx.locale, namespace: 'AccountOrders' })
  const { number } = await params
  return {
    ...pageMetadata(ctx, [...ACCOUNT_ROUTES.orders, number], t('detailTitle', { number })),
    robots: { index: false, follow: false },
  }
}

/** One order of the signed-in customer; an order of anyone else is a 404. */
export default async function AccountOrderPage({ params }: Params) {
  const ctx = await getShopContext()
  const customer = await requirePageCustomer(ctx)
  const { number } = await params
  const detail = ORDER_NUMBER_PATTERN.test(number) ? await accountOrder(customer.id, number) : null
  if (!detail) notFound()
  const t = await getTranslations('AccountOrders')
  return (
    <AccountShell ctx={ctx} current="orders" headline={t('detailTitle', { number })}>
      <OrderDetail detail={detail} ctx={ctx} />
      <Link href={shopHref(ctx, ACCOUNT_ROUTES.orders)}>{t('back')}</Link>
    </AccountShell>
  )
}
