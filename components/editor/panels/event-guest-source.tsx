'use client'

import { useFormatter, useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { segmentOf, type ShopLocaleCode } from '@/lib/config/locales'
import { publicPath } from '@/lib/routing/resolve-request-context'
import { ACCOUNT_ROUTES } from '@/lib/shop/customers/account-urls'
import type { GuestListSummary } from '@/lib/shop/design-print/guest-list/schema'
import type { MailMergeOrigin } from '@/lib/shop/events/guests/mail-merge'
import styles from '../controls.module.css'
import { useOwnEvents } from './use-own-events'

type Answer = GuestListSummary & { origin: MailMergeOrigin }
type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'error'; message: string }

/**
 * The design keeps only the list's id; which event a copied list came from is remembered in this
 * browser by list id (a copy made elsewhere shows no origin, but still works as a list).
 */
const ORIGIN_KEY = 'guest-list-origin:'

function storedOrigin(listId: string | null): MailMergeOrigin | null {
  if (!listId) return null
  try {
    const raw = window.localStorage.getItem(ORIGIN_KEY + listId)
    return raw ? (JSON.parse(raw) as MailMergeOrigin) : null
  } catch {
    return null
  }
}

function rememberOrigin(listId: string, origin: MailMergeOrigin) {
  try {
    window.localStorage.setItem(ORIGIN_KEY + listId, JSON.stringify(origin))
  } catch {
    // Storage full or blocked: the list still works, the panel only cannot name its event later.
  }
}

/**
 * "Gästeliste aus meinem Event verwenden" (issue 31 point 3, ADR 0094): copies the chosen event's
 * households as a guest list (POST …/guests/mail-merge) and hands the answer to the panel exactly
 * like an upload's. Signed out or without events it points to the account's events page instead.
 */
export function EventGuestSource({
  listId,
  placeholders,
  onAttach,
}: {
  listId: string | null
  placeholders: readonly string[]
  onAttach: (summary: GuestListSummary) => void
}) {
  const t = useTranslations('EditorPanels.guests')
  const format = useFormatter()
  const locale = useLocale() as ShopLocaleCode
  const events = useOwnEvents()
  const [chosen, setChosen] = useState('')
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const [origins, setOrigins] = useState<Record<string, MailMergeOrigin>>({})
  const origin = listId ? (origins[listId] ?? storedOrigin(listId)) : null
  const eventsHref = publicPath('card', segmentOf(locale), 'web', ACCOUNT_ROUTES.events)
  const day = (iso: string) =>
    format.dateTime(new Date(iso), { day: 'numeric', month: 'short', year: 'numeric' })

  async function copy(eventId: string) {
    setStatus({ kind: 'busy' })
    let response: Response
    try {
      response = await fetch(`/web-api/events/${eventId}/guests/mail-merge`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ placeholders }),
      })
    } catch {
      return setStatus({ kind: 'error', message: t('eventOffline') })
    }
    const body = (await response.json().catch(() => ({}))) as Partial<Answer> & {
      error?: { message?: string }
    }
    if (!response.ok || !body.id || !body.origin) {
      return setStatus({
        kind: 'error',
        message: body.error?.message || t('eventFailed', { status: response.status }),
      })
    }
    const answer = body as Answer
    rememberOrigin(answer.id, answer.origin)
    setOrigins((previous) => ({ ...previous, [answer.id]: answer.origin }))
    setStatus({ kind: 'idle' })
    onAttach(answer)
  }

  if (events === null) return null
  if (events === 'signed-out' || events.length === 0) {
    return (
      <p className={styles.hint} data-testid="event-guests-hint">
        {events === 'signed-out' ? t('eventSignIn') : t('eventNone')}{' '}
        <a href={eventsHref}>{t('eventsLink')}</a>
      </p>
    )
  }
  const selected = chosen || events[0]!.id
  const busy = status.kind === 'busy'
  return (
    <div className={styles.stack} data-testid="event-guests">
      {origin && (
        <p role="status" data-testid="event-guests-origin">
          {t('eventOrigin', { title: origin.title, date: day(origin.copiedAt) })}{' '}
          <button
            type="button"
            className={styles.secondary}
            disabled={busy}
            onClick={() => void copy(origin.eventId)}
          >
            {t('eventRecopy')}
          </button>
        </p>
      )}
      <label className={styles.field}>
        <span>{t('eventChoose')}</span>
        <select value={selected} disabled={busy} onChange={(event) => setChosen(event.target.value)}>
          {events.map((e) => (
            <option key={e.id} value={e.id}>
              {t('eventOption', { title: e.title, date: day(e.eventDate) })}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className={styles.secondary} disabled={busy} onClick={() => void copy(selected)}>
        {busy ? t('eventCopying') : t('eventUse')}
      </button>
      {status.kind === 'error' && <p role="alert">{status.message}</p>}
    </div>
  )
}
