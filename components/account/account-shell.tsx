import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import type { ShopContext } from '@/lib/context/shop-context'
import { shopHref } from '@/lib/seo/urls'
import { ACCOUNT_ROUTES, type AccountRoute } from '@/lib/shop/customers/account-urls'
import { hasEventPortal } from '@/lib/shop/events/event/account-paths'
import { PageHeadline } from '@/components/ui/page-headline'
import { AccountForm } from './account-form'
import { formMessages } from './form-messages'
import styles from './account.module.css'

const NAV: readonly AccountRoute[] = [
  'overview',
  'orders',
  'designs',
  'events',
  'data',
  'addresses',
  'newsletter',
  'wishlist',
]

/**
 * The signed-in area: headline, section navigation (wishlist and event portal only where the brand has
 * them), log-out.
 */
export async function AccountShell({
  ctx,
  current,
  headline,
  children,
}: {
  ctx: ShopContext
  current: AccountRoute
  headline: string
  children: React.ReactNode
}) {
  const t = await getTranslations('Account.nav')
  const items = NAV.filter(
    (route) =>
      (route !== 'wishlist' || ctx.brandConfig.features.wishlist) &&
      (route !== 'events' || hasEventPortal(ctx.brand)),
  )
  return (
    <div className="container">
      <PageHeadline headline={headline} as="h1" />
      <div className={styles.layout}>
        <nav className={styles.nav} aria-label={t('label')}>
          <ul>
            {items.map((route) => (
              <li key={route}>
                <Link
                  href={shopHref(ctx, ACCOUNT_ROUTES[route])}
                  aria-current={route === current ? 'page' : undefined}
                >
                  {t(route === 'data' ? 'data' : route)}
                </Link>
              </li>
            ))}
          </ul>
          <AccountForm
            endpoint="/web-api/customer-logout"
            fields={[]}
            submitLabel={t('logout')}
            submitStyle="ghost"
            messages={await formMessages()}
            success={{ kind: 'redirect', href: shopHref(ctx, ACCOUNT_ROUTES.login) }}
            testId="logout"
          />
        </nav>
        <div>{children}</div>
      </div>
    </div>
  )
}
