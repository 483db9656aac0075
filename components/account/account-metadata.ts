import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { getShopContext } from '@/lib/context/shop-context'
import { pageMetadata } from '@/lib/seo/metadata'
import { ACCOUNT_ROUTES, type AccountRoute } from '@/lib/shop/customers/account-urls'

/** Account pages are personal: titled, but never indexed. */
export async function accountMetadata(route: AccountRoute, titleKey: string): Promise<Metadata> {
  const ctx = await getShopContext()
  const t = await getTranslations({ locale: ctx.locale, namespace: 'Account' })
  return {
    ...pageMetadata(ctx, ACCOUNT_ROUTES[route], t(titleKey as never)),
    robots: { index: false, follow: false },
  }
}
