import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import type { ShopContext } from '@/lib/context/shop-context'
import { shopHref } from '@/lib/seo/urls'
import { ACCOUNT_ROUTES } from '@/lib/shop/customers/account-urls'
import { EVENT_ACCOUNT_TABS, eventAccountSegments, type EventAccountTab } from '@/lib/shop/events/event'
import styles from './events.module.css'

/** One event's parts (event, guest list, dashboard …) as tabs, from EVENT_ACCOUNT_TABS; back to the list. */
export async function EventNav({
  ctx,
  eventId,
  current,
}: {
  ctx: ShopContext
  eventId: string
  current: EventAccountTab
}) {
  const t = await getTranslations('EventAccount')
  return (
    <nav className={styles.tabs} aria-label={t('tabs.label')}>
      <p>
        <Link href={shopHref(ctx, ACCOUNT_ROUTES.events)}>{t('backToList')}</Link>
      </p>
      <ul>
        {EVENT_ACCOUNT_TABS.map((tab) => (
          <li key={tab.key}>
            <Link
              href={shopHref(ctx, eventAccountSegments(eventId, tab.key))}
              aria-current={tab.key === current ? 'page' : undefined}
            >
              {t(`tabs.${tab.label}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
