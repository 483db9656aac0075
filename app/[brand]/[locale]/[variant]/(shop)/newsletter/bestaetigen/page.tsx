import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { containerContext } from '@/containers/context'
import { newsletterResponse } from '@/containers/newsletter-response/newsletter-response'
import { Bloks } from '@/containers/render-bloks'
import { contentVersion } from '@/lib/cms/content-version'
import { loadContentPage } from '@/lib/cms/page-content'
import { getShopContext } from '@/lib/context/shop-context'
import { pageMetadata } from '@/lib/seo/metadata'
import { ACCOUNT_ROUTES } from '@/lib/shop/customers/account-urls'
import { PageHeadline } from '@/components/ui/page-headline'

/** The confirmation link's landing page (double opt-in), a story of the content store (issue 32 point 6). */
async function story() {
  const ctx = await getShopContext()
  const { version, draft } = await contentVersion()
  return { ctx, draft, page: await loadContentPage(ctx, ACCOUNT_ROUTES.newsletterConfirm, version) }
}

export async function generateMetadata(): Promise<Metadata> {
  const { ctx, page } = await story()
  const t = await getTranslations({ locale: ctx.locale, namespace: 'Newsletter' })
  return {
    ...pageMetadata(
      ctx,
      ACCOUNT_ROUTES.newsletterConfirm,
      page?.title || t('popupLabel'),
      page?.description || undefined,
    ),
    // A personal landing page: never indexed, whatever the story says.
    robots: { index: false, follow: false },
  }
}

/**
 * The editors write the page (its headline, text around it) in the story `newsletter/bestaetigen`,
 * with the `newsletter_response` container where the result goes. The confirmation link in every
 * mail already sent must keep working, so without the story (a CMS that lacks it) the page shows the
 * container under its own headline instead of a 404.
 */
export default async function NewsletterConfirmPage() {
  const { ctx, draft, page } = await story()
  setRequestLocale(ctx.locale)
  const containers = containerContext(ctx, draft)
  if (page) return <Bloks bloks={page.body} ctx={containers} />
  const t = await getTranslations('Newsletter')
  const Response = newsletterResponse.Component
  return (
    <div className="container" style={{ paddingBottom: 48 }}>
      <PageHeadline headline={t('popupLabel')} as="h1" />
      <Response data={{}} ctx={containers} />
    </div>
  )
}
