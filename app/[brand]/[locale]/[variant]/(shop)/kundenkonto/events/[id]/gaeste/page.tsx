import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { NextIntlClientProvider } from 'next-intl'
import { getTranslations } from 'next-intl/server'
import { z } from 'zod'
import { requestDb } from '@/lib/api/request-db'
import { requirePageCustomer } from '@/lib/api/session/page-session'
import { getShopContext } from '@/lib/context/shop-context'
import { messagesFor } from '@/lib/i18n/messages'
import { getEventForOwner, hasEventPortal } from '@/lib/shop/events/event'
import { listHouseholds } from '@/lib/shop/events/guests/households'
import { AccountShell } from '@/components/account/account-shell'
import { EventNav } from '@/components/account/events/event-nav'
import { GuestListManager } from '@/components/account/events/guests/guest-list-manager'

export const metadata: Metadata = { robots: { index: false, follow: false } }

/** One event's guest list in the account (issue 31 point 3): table, edit, import, export. */
export default async function EventGuestsPage({ params }: { params: Promise<{ id: string }> }) {
  const ctx = await getShopContext()
  if (!hasEventPortal(ctx.brand)) notFound()
  const customer = await requirePageCustomer(ctx)
  const id = z.uuid().safeParse((await params).id)
  const db = await requestDb()
  // Another customer's event is not found, exactly like a missing one.
  const event = id.success ? await getEventForOwner(db, customer.id, id.data) : null
  if (!event) notFound()
  const t = await getTranslations('EventGuests')
  const households = await listHouseholds(db, event.id, customer.id)
  return (
    <AccountShell ctx={ctx} current="events" headline={`${t('title')}: ${event.title}`}>
      <EventNav ctx={ctx} eventId={event.id} current="guests" />
      <NextIntlClientProvider
        locale={ctx.locale}
        messages={{ EventGuests: messagesFor(ctx.locale).EventGuests }}
        timeZone="Europe/Berlin"
      >
        <GuestListManager
          eventId={event.id}
          initial={households}
          subEvents={event.subEvents.map((s) => ({ id: s.id, name: s.name }))}
        />
      </NextIntlClientProvider>
    </AccountShell>
  )
}
