'use client'

import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'
import { RSVP_LINK_COLUMN } from '@/lib/model/events'
import { addLayer } from '@/lib/editor/actions/add-layer'
import { newQrLayer } from '@/lib/editor/layer-factory'
import { currentPage } from '@/lib/editor/scene'
import { placeholderKey } from '@/lib/shop/design-print/design/placeholders'
import { isQrUrl, RSVP_QR_DATA } from '@/lib/shop/design-print/design/qr-checks'
import type { QrSource } from '@/lib/shop/design-print/design/layers'
import { useEditorStore } from '../editor-context'
import styles from '../controls.module.css'

/** Whether the design's guest list brings each household's short RSVP link (E2's event guest rows). */
export function hasRsvpColumn(columns: readonly string[] | null): boolean {
  const key = placeholderKey(RSVP_LINK_COLUMN)
  return columns?.some((column) => placeholderKey(column) === key) ?? false
}

/**
 * The add menu's QR code (issue 31 point 5, ADR 0097): each household's personal RSVP link from the
 * guest list, offered only when the list has that column (otherwise the panel says how to get one),
 * or one fixed http(s) address such as the event page. `guestColumns`: the attached list's headings.
 */
export function QrAdd({ guestColumns }: { guestColumns: readonly string[] | null }) {
  const t = useTranslations('Editor.add.qr')
  const store = useEditorStore()
  const personal = hasRsvpColumn(guestColumns)
  const [choice, setChoice] = useState<QrSource>(personal ? 'guest-rsvp' : 'url')
  const [url, setUrl] = useState('')
  const [error, setError] = useState<string | null>(null)
  const name = useId()
  const source: QrSource = personal ? choice : 'url'

  function add() {
    const data = source === 'guest-rsvp' ? RSVP_QR_DATA : url.trim()
    if (source === 'url' && !isQrUrl(data)) return setError(t('badUrl'))
    setError(null)
    const { scene, run } = store.getState()
    run(addLayer, {
      layer: newQrLayer(scene.document, currentPage(scene), { source, data }, t('layerName')),
    })
  }

  return (
    <fieldset className={styles.field} data-testid="qr-add">
      <legend>{t('heading')}</legend>
      <label className={styles.row}>
        <input
          type="radio"
          name={name}
          checked={source === 'guest-rsvp'}
          disabled={!personal}
          onChange={() => setChoice('guest-rsvp')}
        />
        <span>{t('personal')}</span>
      </label>
      {!personal && <p className={styles.hint}>{t('personalHowTo', { column: RSVP_LINK_COLUMN })}</p>}
      <label className={styles.row}>
        <input type="radio" name={name} checked={source === 'url'} onChange={() => setChoice('url')} />
        <span>{t('url')}</span>
      </label>
      {source === 'url' && (
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
