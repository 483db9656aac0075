import { getTranslations } from 'next-intl/server'
import { accountAddresses } from '@/lib/api/pages/account'
import { requirePageCustomer } from '@/lib/api/session/page-session'
import { getShopContext } from '@/lib/context/shop-context'
import { ADDRESS_COUNTRIES } from '@/lib/model/countries'
import { AccountForm } from '@/components/account/account-form'
import { accountMetadata } from '@/components/account/account-metadata'
import { AccountShell } from '@/components/account/account-shell'
import { accountFields } from '@/components/account/fields'
import { formMessages } from '@/components/account/form-messages'
import type { FormField } from '@/components/account/form-types'
import styles from '@/components/account/account.module.css'

export const generateMetadata = () => accountMetadata('addresses', 'addresses.title')

export default async function AddressesPage() {
  const ctx = await getShopContext()
  const customer = await requirePageCustomer(ctx)
  const t = await getTranslations('Account.addresses')
  const f = await accountFields()
  const messages = await formMessages()
  const addresses = await accountAddresses(customer.id)
  const text = (name: string, label: string, required = true, autoComplete?: string): FormField => ({
    name,
    label,
    type: 'text',
    required,
    autoComplete,
    maxLength: 120,
  })
  const country: FormField = {
    name: 'country',
    label: t('country'),
    type: 'select',
    required: true,
    autoComplete: 'country',
    defaultValue: ctx.brandConfig.locales.includes(ctx.localeSegment) ? ctx.locale.slice(3) : 'DE',
    options: ADDRESS_COUNTRIES.map((code) => ({ value: code, label: t(`countries.${code}`) })),
  }
  return (
    <AccountShell ctx={ctx} current="addresses" headline={t('title')}>
      {addresses.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className={styles.list}>
          {addresses.map((a) => (
            <li key={a.id} className={styles.card}>
              <address>
                {a.firstName} {a.lastName}
                {a.company && (
                  <>
                    <br />
                    {a.company}
                  </>
                )}
                <br />
                {a.street}
                {a.addition && (
                  <>
                    <br />
                    {a.addition}
                  </>
                )}
                <br />
                {a.postcode} {a.city}
                <br />
                {t(`countries.${a.country}`)}
              </address>
              <AccountForm
                endpoint="/web-api/customer-addresses"
                method="DELETE"
                fields={[]}
                extra={{ id: a.id }}
                submitLabel={t('delete')}
                submitStyle="ghost"
                messages={messages}
                success={{ kind: 'reload' }}
              />
            </li>
          ))}
        </ul>
      )}
      <section className={styles.section} aria-labelledby="add-address">
        <h2 id="add-address">{t('add')}</h2>
        <AccountForm
          endpoint="/web-api/customer-addresses"
          fields={[
            f.firstName(),
            f.lastName(),
            text('company', t('company'), false, 'organization'),
            text('street', t('street'), true, 'address-line1'),
            text('addition', t('addition'), false, 'address-line2'),
            { ...text('postcode', t('postcode'), true, 'postal-code'), maxLength: 10 },
            text('city', t('city'), true, 'address-level2'),
            country,
          ]}
          submitLabel={t('save')}
          messages={messages}
          success={{ kind: 'reload' }}
          testId="address-form"
        />
      </section>
    </AccountShell>
  )
}
