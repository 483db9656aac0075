import { NextIntlClientProvider } from 'next-intl'
import type { ShopContext } from '@/lib/context/shop-context'
import { messagesFor, type Messages } from '@/lib/i18n/messages'
import type { EventAccountTab } from '@/lib/shop/events/event'
import { AccountShell } from '@/components/account/account-shell'
import { EventNav } from './event-nav'
import styles from './events.module.css'

/**
 * The frame of every page of one event in the account: the account's shell with the headline, the
 * event's tabs, and the client texts of the namespaces the page's form or panels read.
 */
export function EventAccountFrame({
  ctx,
  eventId,
  current,
  headline,
  namespaces,
  children,
}: {
  ctx: ShopContext
  eventId: string
  current: EventAccountTab
  headline: string
  namespaces: readonly (keyof Messages)[]
  children: React.ReactNode
}) {
  const all = messagesFor(ctx.locale)
  const messages = Object.fromEntries(namespaces.map((name) => [name, all[name]]))
  return (
    <AccountShell ctx={ctx} current="events" headline={headline}>
      <EventNav ctx={ctx} eventId={eventId} current={current} />
      <NextIntlClientProvider locale={ctx.locale} messages={messages} timeZone="Europe/Berlin">
        <div className={styles.portal}>{children}</div>
      </NextIntlClientProvider>
    </AccountShell>
  )
}
