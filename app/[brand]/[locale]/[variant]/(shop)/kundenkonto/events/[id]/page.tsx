import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { listMyDesigns } from '@/lib/api/editor/my-designs'
import { ownedEventPage } from '@/lib/api/pages/event-account'
import { shopHref } from '@/lib/seo/urls'
import { ACCOUNT_ROUTES } from '@/lib/shop/customers/account-urls'
import { EventAccountFrame } from '@/components/account/events/event-account-frame'
import { EventManager } from '@/components/account/events/event-manager'

export const metadata: Metadata = { robots: { index: false, follow: false } }

/** One event in the account: status, every section, password, keeping and deleting (issue 31 points 1, 9). */
export default async function AccountEventPage({ params }: { params: Promise<{ id: string }> }) {
  const { ctx, customer, event } = await ownedEventPage(params)
  const t = await getTranslations('EventAccount')
  const designs = (await listMyDesigns(ctx, { customerId: customer.id }))
    .filter((design) => design.product === 'card')
    .map((design) => ({
      id: design.id,
      label: [design.customName ?? design.name ?? design.productLabel, design.formatLabel]
        .filter(Boolean)
        .join(' · '),
    }))
  return (
    <EventAccountFrame
      ctx={ctx}
      eventId={event.id}
      current="event"
      headline={event.title || t('title')}
      namespaces={['EventAccount']}
    >
      <EventManager initial={event} designs={designs} listHref={shopHref(ctx, ACCOUNT_ROUTES.events)} />
    </EventAccountFrame>
  )
}
