import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { notFound } from 'next/navigation'
import { NextIntlClientProvider } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { getShopContext } from '@/lib/context/shop-context'
import { loadReview } from '@/lib/api/design-print/approvals/review-page'
import { messagesFor } from '@/lib/i18n/messages'
import { REVIEWER_NAME_COOKIE } from '@/lib/shop/design-print/approvals/limits'
import { reviewerNameSchema } from '@/lib/shop/design-print/approvals/schema'
import { ReviewApp } from '@/components/design-approval/review-app'
import { PageHeadline } from '@/components/ui/page-headline'

type Props = { params: Promise<{ token: string }> }

export async function generateMetadata(): Promise<Metadata> {
  const ctx = await getShopContext()
  const t = await getTranslations({ locale: ctx.locale, namespace: 'DesignApproval' })
  // Someone's private design: never indexed, never followed, the token never sent on as a referrer.
  return { title: t('title'), robots: { index: false, follow: false }, referrer: 'no-referrer' }
}

/**
 * /{locale}/freigabe/{token}: a design shared for approval, for whoever holds the link (ADR 0096).
 * Rendered per request (the link's design changes), so Next answers it private and uncached; an
 * unknown or withdrawn link is the shop's 404 page.
 */
export default async function DesignApprovalPage({ params }: Props) {
  const ctx = await getShopContext()
  setRequestLocale(ctx.locale)
  const { token } = await params
  const review = await loadReview(token)
  if (!review) notFound()
  const t = await getTranslations('DesignApproval')
  const remembered = (await cookies()).get(REVIEWER_NAME_COOKIE)?.value
  const name = reviewerNameSchema.safeParse(remembered ?? '')
  const messages = messagesFor(ctx.locale)
  return (
    <div className="container" style={{ paddingBottom: 48 }}>
      <PageHeadline headline={t('title')} as="h1" />
      <NextIntlClientProvider
        locale={ctx.locale}
        messages={{ DesignApproval: messages.DesignApproval, Editor: { pages: messages.Editor.pages } }}
        timeZone="Europe/Berlin"
      >
        <ReviewApp token={token} initial={review} initialName={name.success ? name.data : null} />
      </NextIntlClientProvider>
    </div>
  )
}
