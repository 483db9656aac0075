import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { requirePageCustomer } from '@/lib/api/session/page-session'
import { getShopContext } from '@/lib/context/shop-context'
import { shopHref } from '@/lib/seo/urls'
import { ACCOUNT_ROUTES } from '@/lib/shop/customers/account-urls'
import { hasEventPortal } from '@/lib/shop/events/event/account-paths'
import { AccountShell } from '@/components/account/account-shell'
import { accountMetadata } from '@/components/account/account-metadata'
import { AccountSections } from '@/components/account/account-sections'
import styles from '@/components/account/account.module.css'

export const generateMetadata = () => accountMetadata('overview', 'title')

/** The account overview: greeting, the sections, and what other modules provide (orders, designs). */
export default async function AccountOverviewPage() {
  const ctx = await getShopContext()
  const customer = await requirePageCustomer(ctx)
  const t = await getTranslations('Account')
  const sections = (['designs', 'events', 'data', 'addresses', 'newsletter', 'wishlist'] as const).filter(
    (route) =>
      (route !== 'wishlist' || ctx.brandConfig.features.wishlist) &&
      (route !== 'events' || hasEventPortal(ctx.brand)),
  )
  return (
    <AccountShell ctx={ctx} current="overview" headline={t('title')}>
      <h2>{t('greeting', { name: customer.firstName || customer.email })}</h2>
      <p>{t('overviewIntro')}</p>
      <ul className={styles.tiles}>
        {sections.map((route) => (
          <li key={route}>
            <Link href={shopHref(ctx, ACCOUNT_ROUTES[route])}>{t(`nav.${route}`)}</Link>
          </li>
        ))}
      </ul>
      <AccountSections customerId={customer.id} locale={ctx.locale} />
    </AccountShell>
  )
}
