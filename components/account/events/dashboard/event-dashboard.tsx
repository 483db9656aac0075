'use client'

import { useCallback, useEffect, useState } from 'react'
import { useTranslations } from 'next-intl'
import { useShopClientContext } from '@/components/layout/shop-client-provider'
import { sendJson } from '@/components/account/events/send-json'
import type { Dashboard } from '@/lib/shop/events/dashboard/schema'
import { activityTime, zoneName } from './activity-time'
import styles from './dashboard.module.css'
import { SubEventCard } from './sub-event-card'

/** How often an open dashboard asks for new answers while the tab is visible ("at once", no cache). */
const POLL_MS = 30_000

type Notice = { kind: 'ok' | 'error'; text: string } | null

/**
 * The couple's dashboard (issue 31 point 6): counts per sub-event, the caterer's export, reminders and
 * the activity list. Rendered by the server per request; while open it fetches the numbers again every
 * 30 seconds and on "Aktualisieren", so new answers show without a reload.
 */
export function EventDashboard({
  eventId,
  initial,
  askMeals,
  timeZone,
}: {
  eventId: string
  initial: Dashboard
  askMeals: boolean
  /** The event's zone: the activity list's times are on its clock. */
  timeZone: string
}) {
  const t = useTranslations('EventAccount.dashboard')
  const { brand, locale } = useShopClientContext()
  const [data, setData] = useState(initial)
  const [notice, setNotice] = useState<Notice>(null)
  const [sending, setSending] = useState(false)
  const base = `/web-api/events/${eventId}`

  const refresh = useCallback(async () => {
    try {
      const response = await fetch(`${base}/dashboard`, {
        headers: { channel: brand, locale },
        cache: 'no-store',
      })
      if (response.ok) setData((await response.json()) as Dashboard)
    } catch {
      // Offline for a moment: the next poll or click tries again; the numbers shown stay.
    }
  }, [base, brand, locale])

  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void refresh()
    }, POLL_MS)
    return () => clearInterval(timer)
  }, [refresh])

  async function remind() {
    setSending(true)
    setNotice(null)
    const sent = await sendJson<{ sent: number }>(
      `${base}/reminders`,
      'POST',
      {},
      {
        brand,
        locale,
        fallback: t('error'),
      },
    )
    setNotice(
      sent.ok
        ? { kind: 'ok', text: t('remindSent', { count: sent.data.sent }) }
        : { kind: 'error', text: sent.message },
    )
    await refresh()
    setSending(false)
  }

  const plan = data.reminders
  const why = [
    plan.answered ? t('remindAnswered', { count: plan.answered }) : '',
    plan.noEmail ? t('remindNoEmail', { count: plan.noEmail }) : '',
    plan.remindedRecently ? t('remindRecent', { count: plan.remindedRecently, days: plan.gapDays }) : '',
  ].filter(Boolean)

  return (
    <div className={styles.dashboard} data-testid="event-dashboard">
      <div className={styles.bar}>
        <p data-testid="dashboard-households">
          {t('households', { answered: data.households.answered, total: data.households.total })}
        </p>
        <button type="button" className="button button--ghost" onClick={() => void refresh()}>
          {t('refresh')}
        </button>
      </div>

      {data.subEvents.length === 0 ? (
        <p>{t('noSubEvents')}</p>
      ) : (
        <div className={styles.cards}>
          {data.subEvents.map((sub) => (
            <SubEventCard key={sub.id} sub={sub} askMeals={askMeals} />
          ))}
        </div>
      )}

      <section className={styles.panel} aria-labelledby="dashboard-export-heading">
        <h2 id="dashboard-export-heading">{t('exportHeading')}</h2>
        <p>{t('exportNote')}</p>
        <div className={styles.actions}>
          <a className="button button--ghost" href={`${base}/caterer-export?format=xlsx`} download>
            {t('exportXlsx')}
          </a>
          <a className="button button--ghost" href={`${base}/caterer-export?format=csv`} download>
            {t('exportCsv')}
          </a>
        </div>
      </section>

      <section
        className={styles.panel}
        aria-labelledby="dashboard-remind-heading"
        data-testid="dashboard-reminders"
      >
        <h2 id="dashboard-remind-heading">{t('remindHeading')}</h2>
        <p data-testid="dashboard-reminders-due">{plan.blocked ?? t('remindDue', { count: plan.due })}</p>
        {why.length > 0 && <p className={styles.note}>{t('remindWhyNot', { reasons: why.join(', ') })}</p>}
        <div className={styles.actions}>
          <button type="button" className="button" onClick={() => void remind()} disabled={sending}>
            {sending ? t('remindSending') : t('remindButton')}
          </button>
        </div>
        <div aria-live="polite">
          {notice && <p className={notice.kind === 'ok' ? styles.ok : styles.error}>{notice.text}</p>}
        </div>
      </section>

      <section className={styles.panel} aria-labelledby="dashboard-activity-heading">
        <h2 id="dashboard-activity-heading">{t('activityHeading')}</h2>
        <p className={styles.note} data-testid="dashboard-activity-zone">
          {t('activityZone', { zone: zoneName(locale, timeZone) })}
        </p>
        {data.activity.items.length === 0 ? (
          <p>{t('activityEmpty')}</p>
        ) : (
          <ol className={styles.activity} data-testid="dashboard-activity">
            {data.activity.items.map((entry) => (
              <li key={entry.id}>
                <time dateTime={entry.at}>{activityTime(entry.at, locale, timeZone)}</time>
                <span>{entry.text}</span>
              </li>
            ))}
          </ol>
        )}
        {data.activity.older > 0 && (
          <p className={styles.note}>{t('activityOlder', { count: data.activity.older })}</p>
        )}
      </section>
    </div>
  )
}
