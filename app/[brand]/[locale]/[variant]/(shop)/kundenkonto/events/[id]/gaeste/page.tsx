import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { ownedEventPage } from '@/lib/api/pages/event-account'
import { listHouseholds } from '@/lib/shop/events/guests/households'
import { EventAccountFrame } from '@/components/account/events/event-account-frame'
import { GuestListManager } from '@/components/account/events/guests/guest-list-manager'

export const metadata: Metadata = { robots: { index: false, follow: false } }

/** One event's guest list in the account (issue 31 point 3): table, edit, import, export. */
export default async function EventGuestsPage({ params }: { params: Promise<{ id: string }> }) {
  const { ctx, customer, db, event } = await ownedEventPage(params)
  const t = await getTranslations('EventGuests')
  const households = await listHouseholds(db, event.id, customer.id)
  return (
    <EventAccountFrame
      ctx={ctx}
      eventId={event.id}
      current="guests"
      headline={`${t('title')}: ${event.title}`}
      namespaces={['EventGuests']}
    >
      <GuestListManager
        eventId={event.id}
        initial={households}
        subEvents={event.subEvents.map((s) => ({ id: s.id, name: s.name }))}
      />
    </EventAccountFrame>
  )
}
