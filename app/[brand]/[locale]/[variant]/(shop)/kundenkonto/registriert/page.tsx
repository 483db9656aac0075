import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { getShopContext } from '@/lib/context/shop-context'
import { shopHref } from '@/lib/seo/urls'
import { ACCOUNT_ROUTES } from '@/lib/shop/customers/account-urls'
import { accountMetadata } from '@/components/account/account-metadata'
import { PageHeadline } from '@/components/ui/page-headline'
import styles from '@/components/account/account.module.css'

export const generateMetadata = () => accountMetadata('registered', 'registered.title')

/** Spec: "registration success (go to customer account)". */
export default async function RegisteredPage() {
  const ctx = await getShopContext()
  const t = await getTranslations('Account.registered')
  return (
    <div className={`container ${styles.narrow}`}>
      <PageHeadline headline={t('headline')} subline={t('text')} as="h1" />
      <Link className="button" href={shopHref(ctx, ACCOUNT_ROUTES.overview)}>
        {t('toAccount')}
      </Link>
    </div>
  )
}
