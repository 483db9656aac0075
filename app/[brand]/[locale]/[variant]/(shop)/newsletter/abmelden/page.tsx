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
  const t = await getTranslations({ locale: ctx.locale, namespace: 'Newsletter.unsubscribe' })
  return {
    ...pageMetadata(ctx, ACCOUNT_ROUTES.newsletterUnsubscribe, t('title')),
    robots: { index: false, follow: false },
  }
}

/** The unsubscribe link's landing page: one click, no login. */
export default async function NewsletterUnsubscribePage() {
  const t = await getTranslations('Newsletter.unsubscribe')
  return (
    <div className="container" style={{ paddingBottom: 48 }}>
      <PageHeadline headline={t('headline')} as="h1" />
      <NewsletterResponse action="unsubscribe" texts={await responseTexts()} />
    </div>
  )
}
