import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { ownedEventPage } from '@/lib/api/pages/event-account'
import { eventDashboard } from '@/lib/shop/events/dashboard'
import { EventAccountFrame } from '@/components/account/events/event-account-frame'
import { EventDashboard } from '@/components/account/events/dashboard/event-dashboard'

export const metadata: Metadata = { robots: { index: false, follow: false } }

/**
 * One event's dashboard in the account (issue 31 point 6). Rendered per request for the signed-in
 * owner (the session makes it dynamic: private, no-store), so it shows every answer saved so far.
 */
export default async function EventDashboardPage({ params }: { params: Promise<{ id: string }> }) {
  const { ctx, customer, db, event } = await ownedEventPage(params)
  const t = await getTranslations('EventAccount.dashboard')
  const dashboard = await eventDashboard(db, customer.id, event.id)
  return (
    <EventAccountFrame
      ctx={ctx}
      eventId={event.id}
      current="dashboard"
      headline={`${t('title')}: ${event.title}`}
      namespaces={['EventAccount']}
    >
      <EventDashboard
        eventId={event.id}
        initial={dashboard}
        askMeals={event.questions.mealChoices.length > 0}
        timeZone={event.timeZone}
      />
    </EventAccountFrame>
  )
}
