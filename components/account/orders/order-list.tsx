import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import type { ShopContext } from '@/lib/context/shop-context'
import { formatDate, formatMoney } from '@/lib/i18n/format'
import { shopHref } from '@/lib/seo/urls'
import type { AccountOrderRow } from '@/lib/shop/sales/orders/account-orders'
import { ACCOUNT_ROUTES } from '@/lib/shop/customers/account-urls'
import styles from './orders.module.css'

/** The customer's orders, newest first: number (to the detail), date, state, total. */
export async function OrderList({ orders, ctx }: { orders: AccountOrderRow[]; ctx: ShopContext }) {
  const t = await getTranslations('AccountOrders')
  if (orders.length === 0) return <p>{t('empty')}</p>
  return (
    <table className={styles.table} data-testid="account-orders">
      <thead>
        <tr>
          <th scope="col">{t('number')}</th>
          <th scope="col">{t('date')}</th>
          <th scope="col">{t('state')}</th>
          <th scope="col">{t('total')}</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.number}>
            <td>
              <Link
                href={shopHref(ctx, [...ACCOUNT_ROUTES.orders, order.number])}
                aria-label={t('details', { number: order.number })}
              >
                {order.number}
              </Link>
            </td>
            <td>{formatDate(order.createdAt, ctx.locale)}</td>
            <td className={styles.state}>{t(`states.${order.status}`)}</td>
            <td>{formatMoney(order.total, ctx.locale, order.currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
