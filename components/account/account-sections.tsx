import { getTranslations } from 'next-intl/server'
import type { ShopLocaleCode } from '@/lib/config/locales'
import { formatDate, formatMoney } from '@/lib/i18n/format'
import { accountSections } from '@/lib/api/pages/account'
import styles from './account.module.css'

/** Orders and saved designs, each only when its module has provided a reader. */
export async function AccountSections({
  customerId,
  locale,
}: {
  customerId: string
  locale: ShopLocaleCode
}) {
  const sections = await accountSections(customerId)
  if (!sections) return null
  const { orders, designs } = sections
  const t = await getTranslations('AccountSections')
  return (
    <>
      {orders && (
        <section className={styles.section} aria-labelledby="account-orders">
          <h2 id="account-orders">{t('orders')}</h2>
          {orders.length === 0 ? (
            <p>{t('noOrders')}</p>
          ) : (
            <ul className={styles.list}>
              {orders.map((order) => (
                <li key={order.reference}>
                  <a href={order.href}>
                    {order.reference} · {formatDate(order.placedAt, locale)} ·{' '}
                    {formatMoney(order.totalMinor, locale, order.currency)}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {designs && (
        <section className={styles.section} aria-labelledby="account-designs">
          <h2 id="account-designs">{t('designs')}</h2>
          {designs.length === 0 ? (
            <p>{t('noDesigns')}</p>
          ) : (
            <ul className={styles.list}>
              {designs.map((design) => (
                <li key={design.id}>
                  <a href={design.href}>{design.name}</a> · {formatDate(design.updatedAt, locale)}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </>
  )
}
