import { getTranslations } from 'next-intl/server'
import { accountAddresses } from '@/lib/api/pages/account'
import { requirePageCustomer } from '@/lib/api/session/page-session'
import { getShopContext } from '@/lib/context/shop-context'
import { formatAddressLines } from '@/lib/shop/customers/address-format'
import { AccountForm } from '@/components/account/account-form'
import { accountMetadata } from '@/components/account/account-metadata'
import { AccountShell } from '@/components/account/account-shell'
import { addressBookForm } from '@/components/account/address-book-fields'
import { formMessages } from '@/components/account/form-messages'
import styles from '@/components/account/account.module.css'

export const generateMetadata = () => accountMetadata('addresses', 'addresses.title')

export default async function AddressesPage() {
  const ctx = await getShopContext()
  const customer = await requirePageCustomer(ctx)
  const t = await getTranslations('Account.addresses')
  const messages = await formMessages()
  const addresses = await accountAddresses(customer.id)
  const form = await addressBookForm(ctx)
  return (
    <AccountShell ctx={ctx} current="addresses" headline={t('title')}>
      {addresses.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className={styles.list}>
          {addresses.map((a) => (
            <li key={a.id} className={styles.card}>
              <address>
                {formatAddressLines({ ...a, addressLine2: a.addition }, ctx.locale).map((line, i) => (
                  <span key={i}>
                    {line}
                    <br />
                  </span>
                ))}
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
        {form.note && <p>{form.note}</p>}
        <AccountForm
          endpoint="/web-api/customer-addresses"
          fields={form.fields}
          extra={form.extra}
          submitLabel={t('save')}
          messages={messages}
          success={{ kind: 'reload' }}
          testId="address-form"
        />
      </section>
    </AccountShell>
  )
}
