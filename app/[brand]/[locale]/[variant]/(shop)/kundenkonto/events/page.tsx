import Link from 'next/link'
import { notFound } from 'next/navigation'
import { NextIntlClientProvider } from 'next-intl'
import { getTranslations } from 'next-intl/server'
import { requestDb } from '@/lib/api/request-db'
import { requirePageCustomer } from '@/lib/api/session/page-session'
import { getShopContext } from '@/lib/context/shop-context'
import { messagesFor } from '@/lib/i18n/messages'
import { shopHref } from '@/lib/seo/urls'
import { ACCOUNT_ROUTES } from '@/lib/shop/customers/account-urls'
import { eventAccountSegments, hasEventPortal, listEventsForOwner } from '@/lib/shop/events/event'
import { accountMetadata } from '@/components/account/account-metadata'
import { AccountShell } from '@/components/account/account-shell'
import { EventCreateForm } from '@/components/account/events/event-create-form'
import { EVENT_ID_SLOT } from '@/components/account/events/event-form-values'
import account from '@/components/account/account.module.css'
import styles from '@/components/account/events/events.module.css'

export const generateMetadata = () => accountMetadata('events', 'nav.events')

/** The event portal in the account (issue 31): the customer's events and the form for a new one. */
export default async function AccountEventsPage() {
  const ctx = await getShopContext()
  if (!hasEventPortal(ctx.brand)) notFound()
  const customer = await requirePageCustomer(ctx)
  const t = await getTranslations('EventAccount')
  const events = await listEventsForOwner(await requestDb(), customer.id)
  const date = new Intl.DateTimeFormat(ctx.locale, { dateStyle: 'long', timeZone: 'UTC' })
  return (
    <AccountShell ctx={ctx} current="events" headline={t('title')}>
      <p>{t('intro')}</p>
      <h2>{t('listLabel')}</h2>
      {events.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className={account.list} data-testid="event-list">
          {events.map((event) => (
            <li key={event.id} className={styles.item}>
              <span>
                <strong>{event.title}</strong>
                <br />
                {t(`occasions.${event.occasion as 'hochzeit'}`)} ·{' '}
                {date.format(new Date(`${event.eventDate}T12:00:00Z`))} · {t(`states.${event.state}`)}
              </span>
              <Link href={shopHref(ctx, eventAccountSegments(event.id))}>{t('open')}</Link>
            </li>
          ))}
        </ul>
      )}
      <NextIntlClientProvider
        locale={ctx.locale}
        messages={{ EventAccount: messagesFor(ctx.locale).EventAccount }}
        timeZone="Europe/Berlin"
      >
        <EventCreateForm eventHref={shopHref(ctx, [...ACCOUNT_ROUTES.events, EVENT_ID_SLOT])} />
      </NextIntlClientProvider>
    </AccountShell>
  )
}
