'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useTranslations } from 'next-intl'
import { useShopClientContext } from '@/components/layout/shop-client-provider'
import { sendJson } from '@/components/account/events/send-json'
import type { PrintKind, PrintOverview } from '@/lib/shop/events/print'
import styles from './print.module.css'

type Started = { savedDesignId: string; designId: number }

/**
 * "Drucken" (issue 31 point 7): the pieces the guest list prints, each with how many cards and whose,
 * and a button that makes the piece a saved design of the customer and opens it in the card design
 * tool, where the guest list is its mail merge. A piece with nothing to print says why instead.
 */
export function EventPrint({
  eventId,
  overview,
  editorHref,
  guestsHref,
}: {
  eventId: string
  overview: PrintOverview
  editorHref: string
  guestsHref: string
}) {
  const t = useTranslations('EventPrint')
  const { brand, locale } = useShopClientContext()
  const router = useRouter()
  const [busy, setBusy] = useState<PrintKind | null>(null)
  const [error, setError] = useState<{ kind: PrintKind; text: string } | null>(null)
  const [withMeal, setWithMeal] = useState(overview.askMeals)

  async function start(kind: PrintKind) {
    setBusy(kind)
    setError(null)
    const sent = await sendJson<Started>(
      `/web-api/events/${eventId}/print`,
      'POST',
      { kind, withMeal: kind === 'place-cards' && withMeal },
      { brand, locale, fallback: t('failed') },
    )
    if (!sent.ok) {
      setBusy(null)
      setError({ kind, text: sent.message })
      return
    }
    const query = new URLSearchParams({ design: String(sent.data.designId), saved: sent.data.savedDesignId })
    router.push(`${editorHref}?${query}`)
  }

  return (
    <div className={styles.print} data-testid="event-print">
      <p>{t('intro')}</p>
      <ul className={styles.pieces}>
        {overview.entries.map((entry) => (
          <li key={entry.kind} className={styles.piece} data-testid={`print-${entry.kind}`}>
            <h2>{t(`${entry.kind}.title`)}</h2>
            <p>{t(`${entry.kind}.what`)}</p>
            <p className={styles.count}>
              {entry.kind === 'table-plan'
                ? t('posters', { count: entry.cards })
                : t('cards', { count: entry.cards })}
            </p>
            {entry.sample.length > 0 && (
              <p className={styles.sample}>
                {entry.sample.join(' · ')}
                {entry.cards > entry.sample.length ? ' …' : ''}
              </p>
            )}
            {entry.kind === 'table-plan' && overview.unseated > 0 && (
              <p className={styles.note} data-testid="unseated">
                {t('unseatedNamed', {
                  count: overview.unseated,
                  names:
                    overview.unseatedNames.join(', ') +
                    (overview.unseated > overview.unseatedNames.length ? ' …' : ''),
                })}{' '}
                <a href={guestsHref}>{t('toGuests')}</a>
              </p>
            )}
            {entry.kind === 'table-cards' && overview.unseated > 0 && (
              <p className={styles.note}>
                {t('unseated', { count: overview.unseated })} <a href={guestsHref}>{t('toGuests')}</a>
              </p>
            )}
            {entry.kind === 'envelopes' && entry.cards > 0 && overview.unaddressed > 0 && (
              <p className={styles.note}>
                {t('unaddressed', { count: overview.unaddressed })}{' '}
                <a href={guestsHref}>{t('toAddresses')}</a>
              </p>
            )}
            {entry.kind === 'place-cards' && overview.askMeals && (
              <label className={styles.check}>
                <input type="checkbox" checked={withMeal} onChange={(e) => setWithMeal(e.target.checked)} />
                <span>{t('withMeal')}</span>
              </label>
            )}
            {entry.cards === 0 ? (
              <p className={styles.note}>
                {t(`${entry.kind}.nothing`)}{' '}
                {(entry.kind === 'table-cards' || entry.kind === 'table-plan') && (
                  <a href={guestsHref}>{t('toGuests')}</a>
                )}
                {entry.kind === 'envelopes' && <a href={guestsHref}>{t('toAddresses')}</a>}
              </p>
            ) : (
              <button
                type="button"
                className="button"
                disabled={busy !== null}
                onClick={() => void start(entry.kind)}
              >
                {busy === entry.kind ? t('opening') : t(`${entry.kind}.start`)}
              </button>
            )}
            {error?.kind === entry.kind && (
              <p role="alert" className={styles.error}>
                {error.text}
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
