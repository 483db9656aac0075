import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { getShopContext } from '@/lib/context/shop-context'
import { pageMetadata } from '@/lib/seo/metadata'
import { ACCOUNT_ROUTES } from '@/lib/shop/customers/account-urls'
import { NewsletterResponse } from '@/components/newsletter/newsletter-response'
import { responseTexts } from '@/components/newsletter/response-texts'
import { PageHeadline } from '@/components/ui/page-headline'

export async function generateMetadata(): Promise<Metadata> {
  const ctx = await getShopContext()
  const t = await getTranslations({ locale: ctx.locale, namespace: 'Newsletter' })
  return {
    ...pageMetadata(ctx, ACCOUNT_ROUTES.newsletterConfirm, t('popupLabel')),
    robots: { index: false, follow: false },
  }
}

/** The confirmation link's landing page (double opt-in). */
export default async function NewsletterConfirmPage() {
  const t = await getTranslations('Newsletter')
  return (
    <div className="container" style={{ paddingBottom: 48 }}>
      <PageHeadline headline={t('popupLabel')} as="h1" />
      <NewsletterResponse action="confirm" texts={await responseTexts()} />
    </div>
  )
}
