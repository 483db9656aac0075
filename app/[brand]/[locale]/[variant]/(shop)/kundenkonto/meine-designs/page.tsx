import { NextIntlClientProvider } from 'next-intl'
import { getTranslations } from 'next-intl/server'
import { requirePageCustomer } from '@/lib/api/session/page-session'
import { getShopContext } from '@/lib/context/shop-context'
import { listMyDesigns } from '@/lib/api/editor/my-designs'
import { messagesFor } from '@/lib/i18n/messages'
import { shopHref } from '@/lib/seo/urls'
import { accountMetadata } from '@/components/account/account-metadata'
import { AccountDesigns } from '@/components/account/account-designs'
import { AccountShell } from '@/components/account/account-shell'

export const generateMetadata = () => accountMetadata('designs', 'nav.designs')

/** "Meine Designs": the customer's saved designs (also those made before signing in), on any device. */
export default async function AccountDesignsPage() {
  const ctx = await getShopContext()
  const customer = await requirePageCustomer(ctx)
  const t = await getTranslations('AccountDesigns')
  const items = await listMyDesigns(ctx, { customerId: customer.id })
  return (
    <AccountShell ctx={ctx} current="designs" headline={t('title')}>
      <p>{t('intro')}</p>
      <NextIntlClientProvider
        locale={ctx.locale}
        messages={{
          AccountDesigns: messagesFor(ctx.locale).AccountDesigns,
          DesignApproval: messagesFor(ctx.locale).DesignApproval,
          Editor: { pages: messagesFor(ctx.locale).Editor.pages },
        }}
        timeZone="Europe/Berlin"
      >
        <AccountDesigns items={items} editorHref={shopHref(ctx, ['configurator-card'])} />
      </NextIntlClientProvider>
    </AccountShell>
  )
}
