import { getTranslations } from 'next-intl/server'
import { accountNewsletterStatus } from '@/lib/api/pages/account'
import { requirePageCustomer } from '@/lib/api/session/page-session'
import { getShopContext } from '@/lib/context/shop-context'
import { AccountForm } from '@/components/account/account-form'
import { accountMetadata } from '@/components/account/account-metadata'
import { AccountShell } from '@/components/account/account-shell'
import { formMessages } from '@/components/account/form-messages'

export const generateMetadata = () => accountMetadata('newsletter', 'newsletter.title')

export default async function NewsletterPreferencePage() {
  const ctx = await getShopContext()
  const customer = await requirePageCustomer(ctx)
  const t = await getTranslations('Account.newsletter')
  const status = await accountNewsletterStatus(ctx.brand, customer.email)
  const subscribed = status === 'confirmed'
  return (
    <AccountShell ctx={ctx} current="newsletter" headline={t('title')}>
      <p data-testid="newsletter-status">
        {subscribed
          ? t('subscribed', { email: customer.email })
          : status === 'pending'
            ? t('pending', { email: customer.email })
            : t('notSubscribed')}
      </p>
      <AccountForm
        endpoint="/web-api/customer-newsletter"
        fields={[]}
        extra={{ subscribed: !subscribed }}
        submitLabel={subscribed ? t('unsubscribe') : t('subscribe')}
        submitStyle={subscribed ? 'ghost' : 'primary'}
        messages={await formMessages()}
        success={
          subscribed ? { kind: 'reload' } : { kind: 'message', text: t('pending', { email: customer.email }) }
        }
      />
    </AccountShell>
  )
}
