import { redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { accountWishlist } from '@/lib/api/pages/account'
import { requirePageCustomer } from '@/lib/api/session/page-session'
import { getShopContext } from '@/lib/context/shop-context'
import { shopHref } from '@/lib/seo/urls'
import { ACCOUNT_ROUTES } from '@/lib/shop/customers/account-urls'
import { accountMetadata } from '@/components/account/account-metadata'
import { AccountShell } from '@/components/account/account-shell'
import styles from '@/components/account/account.module.css'

export const generateMetadata = () => accountMetadata('wishlist', 'wishlist.title')

/** The customer's wishlist (card channel only, like /wishlist). */
export default async function AccountWishlistPage() {
  const ctx = await getShopContext()
  // Brands without a wishlist have no such section; the overview is the nearest page.
  if (!ctx.brandConfig.features.wishlist) redirect(shopHref(ctx, ACCOUNT_ROUTES.overview))
  const customer = await requirePageCustomer(ctx)
  const t = await getTranslations('Account.wishlist')
  const items = await accountWishlist({ customerId: customer.id }, ctx.locale)
  return (
    <AccountShell ctx={ctx} current="wishlist" headline={t('title')}>
      {items.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className={styles.list} data-testid="account-wishlist">
          {items.map((design) => (
            <li key={design.id} className={styles.card}>
              {design.name}
            </li>
          ))}
        </ul>
      )}
    </AccountShell>
  )
}
