import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { getShopContext } from '@/lib/context/shop-context'
import { shopHref } from '@/lib/seo/urls'
import { ACCOUNT_ROUTES } from '@/lib/shop/customers/account-urls'
import { emailUndoInputSchema } from '@/lib/shop/customers/schema'
import { AccountForm } from '@/components/account/account-form'
import { accountMetadata } from '@/components/account/account-metadata'
import { formMessages } from '@/components/account/form-messages'
import { PageHeadline } from '@/components/ui/page-headline'
import styles from '@/components/account/account.module.css'

export const generateMetadata = () => accountMetadata('emailUndo', 'emailUndo.title')

/**
 * The "this wasn't me" link of the e-mail-change notice. Opening it changes nothing (mail scanners
 * open links too); the button posts the token (lib/shop/customers/email-undo.ts).
 */
export default async function EmailUndoPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const ctx = await getShopContext()
  const t = await getTranslations('Account.emailUndo')
  const { token } = await searchParams
  const usable = emailUndoInputSchema.safeParse({ token }).success
  return (
    <div className={`container ${styles.narrow}`}>
      <PageHeadline headline={t('headline')} subline={t('text')} as="h1" />
      {usable ? (
        <AccountForm
          endpoint="/web-api/customer-email-undo"
          fields={[]}
          extra={{ token: token as string }}
          submitLabel={t('submit')}
          messages={await formMessages()}
          success={{ kind: 'message', text: t('done') }}
          testId="email-undo-form"
        />
      ) : (
        <p role="alert">{t('missingToken')}</p>
      )}
      <p className={styles.links}>
        <Link href={shopHref(ctx, ACCOUNT_ROUTES.resetRequest)}>{t('requestReset')}</Link>
      </p>
    </div>
  )
}
