import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { NextIntlClientProvider } from 'next-intl'
import { getTranslations } from 'next-intl/server'
import { z } from 'zod'
import { requestDb } from '@/lib/api/request-db'
import { requirePageCustomer } from '@/lib/api/session/page-session'
import { getShopContext } from '@/lib/context/shop-context'
import { messagesFor } from '@/lib/i18n/messages'
import { eventDashboard } from '@/lib/shop/events/dashboard'
import { getEventForOwner, hasEventPortal } from '@/lib/shop/events/event'
import { AccountShell } from '@/components/account/account-shell'
import { EventNav } from '@/components/account/events/event-nav'
import { EventDashboard } from '@/components/account/events/dashboard/event-dashboard'

export const metadata: Metadata = { robots: { index: false, follow: false } }

/**
 * One event's dashboard in the account (issue 31 point 6). Rendered per request for the signed-in
 * owner (the session makes it dynamic: private, no-store), so it shows every answer saved so far.
 */
export default async function EventDashboardPage({ params }: { params: Promise<{ id: string }> }) {
  const ctx = await getShopContext()
  if (!hasEventPortal(ctx.brand)) notFound()
  const customer = await requirePageCustomer(ctx)
  const id = z.uuid().safeParse((await params).id)
  const db = await requestDb()
  // Another customer's event is not found, exactly like a missing one.
  const event = id.success ? await getEventForOwner(db, customer.id, id.data) : null
  if (!event) notFound()
  const t = await getTranslations('EventAccount.dashboard')
  const dashboard = await eventDashboard(db, customer.id, event.id)
  return (
    <AccountShell ctx={ctx} current="events" headline={`${t('title')}: ${event.title}`}>
      <EventNav ctx={ctx} eventId={event.id} current="dashboard" />
      <NextIntlClientProvider
        locale={ctx.locale}
        messages={{ EventAccount: messagesFor(ctx.locale).EventAccount }}
        timeZone="Europe/Berlin"
      >
        <EventDashboard
          eventId={event.id}
          initial={dashboard}
          askMeals={event.questions.mealChoices.length > 0}
        />
      </NextIntlClientProvider>
    </AccountShell>
  )
}
