import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { NextIntlClientProvider } from 'next-intl'
import { getTranslations } from 'next-intl/server'
import { z } from 'zod'
import { listMyDesigns } from '@/lib/api/editor/my-designs'
import { requestDb } from '@/lib/api/request-db'
import { requirePageCustomer } from '@/lib/api/session/page-session'
import { getShopContext } from '@/lib/context/shop-context'
import { messagesFor } from '@/lib/i18n/messages'
import { shopHref } from '@/lib/seo/urls'
import { ACCOUNT_ROUTES } from '@/lib/shop/customers/account-urls'
import { getEventForOwner, hasEventPortal } from '@/lib/shop/events/event'
import { AccountShell } from '@/components/account/account-shell'
import { EventManager } from '@/components/account/events/event-manager'
import { EventNav } from '@/components/account/events/event-nav'

export const metadata: Metadata = { robots: { index: false, follow: false } }

/** One event in the account: status, every section, password, keeping and deleting (issue 31 points 1, 9). */
export default async function AccountEventPage({ params }: { params: Promise<{ id: string }> }) {
  const ctx = await getShopContext()
  if (!hasEventPortal(ctx.brand)) notFound()
  const customer = await requirePageCustomer(ctx)
  const id = z.uuid().safeParse((await params).id)
  // Another customer's event is not found, exactly like a missing one.
  const event = id.success ? await getEventForOwner(await requestDb(), customer.id, id.data) : null
  if (!event) notFound()
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
    <AccountShell ctx={ctx} current="events" headline={event.title || t('title')}>
      <EventNav ctx={ctx} eventId={event.id} current="event" />
      <NextIntlClientProvider
        locale={ctx.locale}
        messages={{ EventAccount: messagesFor(ctx.locale).EventAccount }}
        timeZone="Europe/Berlin"
      >
        <EventManager initial={event} designs={designs} listHref={shopHref(ctx, ACCOUNT_ROUTES.events)} />
      </NextIntlClientProvider>
    </AccountShell>
  )
}
