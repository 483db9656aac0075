import { getTranslations } from 'next-intl/server'
import { AccountForm } from '@/components/account/account-form'
import { accountMetadata } from '@/components/account/account-metadata'
import { accountFields } from '@/components/account/fields'
import { formMessages } from '@/components/account/form-messages'
import { PageHeadline } from '@/components/ui/page-headline'
import styles from '@/components/account/account.module.css'

export const generateMetadata = () => accountMetadata('resetRequest', 'resetRequest.title')

export default async function ResetRequestPage() {
  const t = await getTranslations('Account.resetRequest')
  const f = await accountFields()
  return (
    <div className={`container ${styles.narrow}`}>
      <PageHeadline headline={t('headline')} subline={t('text')} as="h1" />
      <AccountForm
        endpoint="/web-api/customer-password-reset"
        fields={[f.email]}
        submitLabel={t('submit')}
        messages={await formMessages()}
        success={{ kind: 'message', text: t('sent') }}
        testId="reset-request-form"
      />
    </div>
  )
}
