import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { getShopContext } from '@/lib/context/shop-context'
import { shopHref } from '@/lib/seo/urls'
import { ACCOUNT_ROUTES } from '@/lib/shop/customers/account-urls'
import { AccountForm } from '@/components/account/account-form'
import { accountMetadata } from '@/components/account/account-metadata'
import { accountFields } from '@/components/account/fields'
import { formMessages } from '@/components/account/form-messages'
import { PageHeadline } from '@/components/ui/page-headline'
import styles from '@/components/account/account.module.css'

export const generateMetadata = () => accountMetadata('signUp', 'signUp.title')

export default async function SignUpPage() {
  const ctx = await getShopContext()
  const t = await getTranslations('Account.signUp')
  const f = await accountFields()
  return (
    <div className={`container ${styles.narrow}`}>
      <PageHeadline headline={t('headline')} subline={t('intro')} as="h1" />
      <AccountForm
        endpoint="/web-api/customer-signup"
        fields={[f.firstName(), f.lastName(), f.email, f.newPassword()]}
        submitLabel={t('submit')}
        messages={await formMessages()}
        success={{ kind: 'redirect', href: shopHref(ctx, ACCOUNT_ROUTES.registered) }}
        testId="signup-form"
      />
      <p>
        {t('haveAccount')} <Link href={shopHref(ctx, ACCOUNT_ROUTES.login)}>{t('logIn')}</Link>
      </p>
    </div>
  )
}
