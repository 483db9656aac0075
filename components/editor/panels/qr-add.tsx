'use client'

import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'
import { RSVP_LINK_COLUMN } from '@/lib/model/events'
import { addLayer } from '@/lib/editor/actions/add-layer'
import { newQrLayer } from '@/lib/editor/layer-factory'
import { currentPage } from '@/lib/editor/scene'
import { placeholderKey } from '@/lib/shop/design-print/design/placeholders'
import { isQrUrl, RSVP_QR_DATA } from '@/lib/shop/design-print/design/qr-checks'
import { useEditorStore } from '../editor-context'
import styles from '../controls.module.css'
import { useOwnEvents } from './use-own-events'

/** Whether the design's guest list brings each household's short RSVP link (E2's event guest rows). */
export function hasRsvpColumn(columns: readonly string[] | null): boolean {
  const key = placeholderKey(RSVP_LINK_COLUMN)
  return columns?.some((column) => placeholderKey(column) === key) ?? false
}

type Choice = 'guest-rsvp' | 'event' | 'url'

/**
 * The add menu's QR code (issue 31 point 5, ADR 0097): each household's personal RSVP link from the
 * guest list, offered only when the list has that column (otherwise the panel says how to get one);
 * the page of one of the signed-in customer's events; or a typed http(s) address.
 * `guestColumns`: the attached list's headings, null without one.
 */
export function QrAdd({ guestColumns }: { guestColumns: readonly string[] | null }) {
  const t = useTranslations('Editor.add.qr')
  const store = useEditorStore()
  const events = useOwnEvents()
  const personal = hasRsvpColumn(guestColumns)
  const eventList = Array.isArray(events) ? events : []
  const [picked, setChoice] = useState<Choice>(personal ? 'guest-rsvp' : 'url')
  const [eventId, setEventId] = useState('')
  const [url, setUrl] = useState('')
  const [error, setError] = useState<string | null>(null)
  const name = useId()
  // A choice that is no longer offered (the list lost its column, no events) falls back to the address.
  const choice: Choice =
    (picked === 'guest-rsvp' && !personal) || (picked === 'event' && eventList.length === 0) ? 'url' : picked
  const event = eventList.find((e) => e.id === eventId) ?? eventList[0]

  function add() {
    const data = choice === 'guest-rsvp' ? RSVP_QR_DATA : choice === 'event' ? (event?.url ?? '') : url.trim()
    if (choice !== 'guest-rsvp' && !isQrUrl(data)) return setError(t('badUrl'))
    setError(null)
    const { scene, run } = store.getState()
    const source = choice === 'guest-rsvp' ? 'guest-rsvp' : 'url'
    run(addLayer, { layer: newQrLayer(scene.document, currentPage(scene), { source, data }, t('layerName')) })
  }

  const option = (value: Choice, label: string, disabled = false) => (
    <label className={styles.row}>
      <input
        type="radio"
        name={name}
        checked={choice === value}
        disabled={disabled}
        onChange={() => setChoice(value)}
      />
      <span>{label}</span>
    </label>
  )

  return (
    <fieldset className={styles.field} data-testid="qr-add">
      <legend>{t('heading')}</legend>
      {option('guest-rsvp', t('personal'), !personal)}
      {!personal && <p className={styles.hint}>{t('personalHowTo', { column: RSVP_LINK_COLUMN })}</p>}
      {eventList.length > 0 && option('event', t('event'))}
      {choice === 'event' && (
        <label className={styles.field}>
          <span>{t('whichEvent')}</span>
          <select value={event?.id ?? ''} onChange={(e) => setEventId(e.target.value)}>
            {eventList.map((e) => (
              <option key={e.id} value={e.id}>
                {e.published ? e.title : t('draftEvent', { title: e.title })}
              </option>
            ))}
          </select>
        </label>
      )}
      {events === 'signed-out' && <p className={styles.hint}>{t('eventSignIn')}</p>}
      {Array.isArray(events) && events.length === 0 && <p className={styles.hint}>{t('eventNone')}</p>}
      {option('url', t('url'))}
      {choice === 'url' && (
        <label className={styles.field}>
          <span>{t('address')}</span>
          <input
            type="url"
            inputMode="url"
            placeholder="https://"
            value={url}
            aria-invalid={error ? true : undefined}
            onChange={(e) => setUrl(e.target.value)}
          />
        </label>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <button type="button" className={styles.secondary} onClick={add}>
        {t('add')}
      </button>
    </fieldset>
  )
}
