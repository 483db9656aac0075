import Link from 'next/link'
import { headers } from 'next/headers'
import { getTranslations } from 'next-intl/server'
import { customerDeps } from '@/lib/api/session/customer-deps'
import { getShopContext } from '@/lib/context/shop-context'
import { shopHref } from '@/lib/seo/urls'
import { verifyCustomerEmail } from '@/lib/shop/customers/customer-data'
import { accountErrorName } from '@/lib/shop/customers/errors'
import { ACCOUNT_ROUTES } from '@/lib/shop/customers/account-urls'
import { verifyTokenSchema } from '@/lib/shop/customers/schema'
import { accountMetadata } from '@/components/account/account-metadata'
import { PageHeadline } from '@/components/ui/page-headline'
import styles from '@/components/account/account.module.css'

export const generateMetadata = () => accountMetadata('verify', 'verify.title')

/** The landing page of the confirmation link (sign-up and e-mail change). */
export default async function VerifyEmailPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string }>
}) {
  const ctx = await getShopContext()
  const t = await getTranslations('Account.verify')
  const token = verifyTokenSchema.safeParse((await searchParams).token)
  let ok = false
  if (token.success) {
    try {
      await verifyCustomerEmail(await customerDeps(), token.data, {
        headers: await headers(),
        locale: ctx.locale,
      })
      ok = true
    } catch (error) {
      if (!accountErrorName(error)) throw error
    }
  }
  return (
    <div className={`container ${styles.narrow}`}>
      <PageHeadline
        headline={ok ? t('okHeadline') : t('failedHeadline')}
        subline={ok ? t('okText') : t('failedText')}
        as="h1"
      />
      <Link className="button" href={shopHref(ctx, ACCOUNT_ROUTES.login)}>
        {t('toLogin')}
      </Link>
    </div>
  )
}
