import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { ownedEventPage } from '@/lib/api/pages/event-account'
import { shopHref } from '@/lib/seo/urls'
import { eventAccountSegments } from '@/lib/shop/events/event'
import { printOverview } from '@/lib/shop/events/print'
import { EventAccountFrame } from '@/components/account/events/event-account-frame'
import { EventPrint } from '@/components/account/events/print/event-print'

export const metadata: Metadata = { robots: { index: false, follow: false } }

/**
 * "Drucken" of one event in the account (issue 31 point 7): place cards, table cards and thank-you
 * cards from the guest list, each opened in the card design tool with the list as its mail merge.
 * Rendered per request for the signed-in owner, so the counts include every answer saved so far.
 */
export default async function EventPrintPage({ params }: { params: Promise<{ id: string }> }) {
  const { ctx, customer, db, event } = await ownedEventPage(params)
  const t = await getTranslations('EventPrint')
  const overview = await printOverview(db, customer.id, event.id)
  return (
    <EventAccountFrame
      ctx={ctx}
      eventId={event.id}
      current="print"
      headline={`${t('title')}: ${event.title}`}
      namespaces={['EventPrint']}
    >
      <EventPrint
        eventId={event.id}
        overview={overview}
        editorHref={shopHref(ctx, ['configurator-card'])}
        guestsHref={shopHref(ctx, eventAccountSegments(event.id, 'guests'))}
      />
    </EventAccountFrame>
  )
}
