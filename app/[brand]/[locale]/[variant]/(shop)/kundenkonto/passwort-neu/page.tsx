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

export const generateMetadata = () => accountMetadata('resetNew', 'resetNew.title')

/** The reset link's landing page; the token is checked (once) when the new password is sent. */
export default async function ResetNewPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const ctx = await getShopContext()
  const t = await getTranslations('Account.resetNew')
  const f = await accountFields()
  const { token } = await searchParams
  const usable = typeof token === 'string' && token.length >= 10 && token.length <= 200
  return (
    <div className={`container ${styles.narrow}`}>
      <PageHeadline headline={t('headline')} as="h1" />
      {usable ? (
        <AccountForm
          endpoint="/web-api/customer-password-reset"
          fields={[f.newPassword('password')]}
          extra={{ token }}
          submitLabel={t('submit')}
          messages={await formMessages()}
          success={{ kind: 'message', text: t('done') }}
          testId="reset-new-form"
        />
      ) : (
        <p role="alert">{t('missingToken')}</p>
      )}
      <p className={styles.links}>
        <Link href={shopHref(ctx, ACCOUNT_ROUTES.login)}>{t('toLogin')}</Link>
        <Link href={shopHref(ctx, ACCOUNT_ROUTES.resetRequest)}>{t('requestNew')}</Link>
      </p>
    </div>
  )
}
