import Link from 'next/link'
import { redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { pageCustomer } from '@/lib/api/session/page-session'
import { getShopContext } from '@/lib/context/shop-context'
import { shopHref } from '@/lib/seo/urls'
import { ACCOUNT_ROUTES } from '@/lib/shop/customers/account-urls'
import { AccountForm } from '@/components/account/account-form'
import { accountMetadata } from '@/components/account/account-metadata'
import { accountFields } from '@/components/account/fields'
import { formMessages } from '@/components/account/form-messages'
import { PageHeadline } from '@/components/ui/page-headline'
import styles from '@/components/account/account.module.css'

export const generateMetadata = () => accountMetadata('login', 'login.title')

export default async function LoginPage() {
  const ctx = await getShopContext()
  if (await pageCustomer()) redirect(shopHref(ctx, ACCOUNT_ROUTES.overview))
  const t = await getTranslations('Account.login')
  const f = await accountFields()
  return (
    <div className={`container ${styles.narrow}`}>
      <PageHeadline headline={t('headline')} as="h1" />
      <AccountForm
        endpoint="/web-api/customer-login"
        fields={[f.email, f.password]}
        submitLabel={t('submit')}
        messages={await formMessages()}
        success={{ kind: 'redirect', href: shopHref(ctx, ACCOUNT_ROUTES.overview) }}
        testId="login-form"
      />
      <p className={styles.links}>
        <Link href={shopHref(ctx, ACCOUNT_ROUTES.resetRequest)}>{t('forgot')}</Link>
        <span>
          {t('noAccount')} <Link href={shopHref(ctx, ACCOUNT_ROUTES.signUp)}>{t('signUp')}</Link>
        </span>
      </p>
    </div>
  )
}
