import { getTranslations } from 'next-intl/server'
import { requirePageCustomer } from '@/lib/api/session/page-session'
import { getShopContext } from '@/lib/context/shop-context'
import { shopHref } from '@/lib/seo/urls'
import { AccountForm } from '@/components/account/account-form'
import { accountMetadata } from '@/components/account/account-metadata'
import { AccountShell } from '@/components/account/account-shell'
import { accountFields } from '@/components/account/fields'
import { formMessages } from '@/components/account/form-messages'
import styles from '@/components/account/account.module.css'

export const generateMetadata = () => accountMetadata('data', 'data.title')

/** Personal data: names, e-mail (re-authenticated, confirmed by link), password, deletion. */
export default async function PersonalDataPage() {
  const ctx = await getShopContext()
  const customer = await requirePageCustomer(ctx)
  const t = await getTranslations('Account.data')
  const f = await accountFields()
  const messages = await formMessages()
  return (
    <AccountShell ctx={ctx} current="data" headline={t('title')}>
      <section className={styles.section} aria-labelledby="names">
        <h2 id="names">{t('namesHeadline')}</h2>
        <AccountForm
          endpoint="/web-api/customer-data"
          method="PATCH"
          fields={[f.firstName(customer.firstName), f.lastName(customer.lastName)]}
          submitLabel={t('namesSubmit')}
          messages={messages}
          success={{ kind: 'message', text: t('namesSaved'), reset: false }}
          testId="names-form"
        />
      </section>
      <section className={styles.section} aria-labelledby="email">
        <h2 id="email">{t('emailHeadline')}</h2>
        <p>{t('currentEmail', { email: customer.email })}</p>
        <AccountForm
          endpoint="/web-api/customer-email"
          fields={[{ ...f.email, name: 'newEmail', label: t('newEmail') }, f.currentPassword()]}
          submitLabel={t('emailSubmit')}
          messages={messages}
          success={{ kind: 'message', text: t('emailSent') }}
          testId="email-form"
        />
      </section>
      <section className={styles.section} aria-labelledby="password">
        <h2 id="password">{t('passwordHeadline')}</h2>
        <AccountForm
          endpoint="/web-api/customer-password"
          fields={[f.currentPassword('currentPassword'), f.newPassword('newPassword')]}
          submitLabel={t('passwordSubmit')}
          messages={messages}
          success={{ kind: 'message', text: t('passwordChanged') }}
          testId="password-form"
        />
      </section>
      <section className={styles.section} aria-labelledby="delete">
        <h2 id="delete">{t('deleteHeadline')}</h2>
        <p>{t('deleteText')}</p>
        <AccountForm
          endpoint="/web-api/customer-delete"
          fields={[f.currentPassword()]}
          submitLabel={t('deleteSubmit')}
          submitStyle="ghost"
          messages={messages}
          success={{ kind: 'redirect', href: shopHref(ctx, []) }}
          testId="delete-form"
        />
      </section>
    </AccountShell>
  )
}
