'use client'

import { useTranslations } from 'next-intl'
import { useMemo, useState } from 'react'
import { setGuestList } from '@/lib/editor/actions/set-guest-list'
import { autoMapping, duplicateColumns, type GuestMapping } from '@/lib/editor/guest-merge'
import { extraCards, guestListQuantity } from '@/lib/shop/sales/pricing/quantity'
import { quantityForGuestList } from '@/lib/editor/card-option-change'
import { postWithProgress } from '@/lib/editor/upload-request'
import { documentPlaceholderNames } from '@/lib/shop/design-print/design/mail-merge'
import type { GuestListSummary } from '@/lib/shop/design-print/guest-list/schema'
import { useCardOptions, useEditor, useEditorStore } from '../editor-context'
import type { GuestPreview } from '../use-guest-preview'
import styles from '../controls.module.css'
import { EventGuestSource } from './event-guest-source'
import { UploadProgress } from './upload-progress'
import { GuestRowPager } from './guest-row-pager'

type Status = { kind: 'idle' } | { kind: 'uploading'; fraction: number } | { kind: 'error'; message: string }

/**
 * Mail merge in the editor: upload a CSV/XLSX to the guest-list endpoint, map its columns to the
 * design's {{fields}}, page through the guests on the canvas. The list id and the mapping are stored
 * in the document. The quantity is the guests plus the cards without names the shopper asks for
 * (ADR 0081): a first list keeps a chosen quantity that holds its guests, a new list keeps the extras
 * of the one it replaces, and the panel says what changed. A signed-in customer's event list can be
 * copied in instead of an upload (EventGuestSource, ADR 0094).
 */
export function GuestListPanel({
  preview,
  overflowing,
}: {
  preview: GuestPreview
  overflowing: readonly string[]
}) {
  const t = useTranslations('EditorPanels.guests')
  const store = useEditorStore()
  const doc = useEditor((s) => s.scene.document)
  const ordered = useCardOptions().quantity
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const [changed, setChanged] = useState<{ from: number; to: number } | null>(null)
  const placeholders = useMemo(() => documentPlaceholderNames(doc), [doc])
  const info = preview.info
  const mapping: GuestMapping = useMemo(
    () => (info ? autoMapping(placeholders, info.columns, doc.guestMapping) : {}),
    [info, placeholders, doc.guestMapping],
  )
  const duplicates = duplicateColumns(mapping)

  function apply(listId: string, next: GuestMapping) {
    store.getState().run(setGuestList, { guestListId: listId, mapping: next })
  }

  /** A new list: every guest gets a card, the cards without names asked for stay (ADR 0081). */
  function fitQuantity(rows: number) {
    const quantity = quantityForGuestList(ordered, rows, info ? info.rowCount : null)
    if (quantity === null || quantity === ordered) return setChanged(null)
    store.getState().setOptions({ quantity })
    setChanged({ from: ordered, to: quantity })
  }

  async function upload(file: File) {
    setStatus({ kind: 'uploading', fraction: 0 })
    const form = new FormData()
    form.set('file', file)
    form.set('placeholders', placeholders.join(','))
    const outcome = await postWithProgress<GuestListSummary>('/web-api/guest-lists', form, (fraction) =>
      setStatus({ kind: 'uploading', fraction }),
    )
    if (!outcome.ok) {
      return setStatus({ kind: 'error', message: outcome.message || t('failed', { status: outcome.status }) })
    }
    setStatus({ kind: 'idle' })
    attach(outcome.body)
  }

  /** An uploaded list or one copied from an event: both are attached the same way. */
  function attach(summary: GuestListSummary) {
    fitQuantity(summary.rowCount)
    apply(summary.id, autoMapping(placeholders, summary.columns, summary.mapping))
    preview.load(summary)
  }

  function remove() {
    store.getState().run(setGuestList, null)
    preview.load(null)
  }

  const quantity = info ? guestListQuantity(info.rowCount) : null
  return (
    <div className={styles.stack} data-testid="guest-list-panel">
      <p className={styles.hint}>
        {placeholders.length > 0
          ? t('fields', { fields: placeholders.map((p) => `{{${p}}}`).join(', ') })
          : t('noFields', { example: '{{Vorname}}' })}
      </p>
      <label className={styles.field}>
        <span>{info ? t('replace') : t('upload')}</span>
        <input
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          disabled={status.kind === 'uploading'}
          onChange={(event) => {
            const file = event.target.files?.[0]
            event.target.value = ''
            if (file) void upload(file)
          }}
        />
        <small>{t('limits')}</small>
      </label>
      <EventGuestSource listId={info?.id ?? null} placeholders={placeholders} onAttach={attach} />
      {status.kind === 'uploading' && <UploadProgress fraction={status.fraction} label={t('uploading')} />}
      {status.kind === 'error' && <p role="alert">{status.message}</p>}
      {preview.error && <p role="alert">{preview.error}</p>}
      {info && (
        <>
          <p data-testid="guest-count">
            {t('summary', { count: info.rowCount, columns: info.columns.join(', ') })}
          </p>
          {placeholders.length > 0 && (
            <fieldset className={styles.field}>
              <legend>{t('mapping')}</legend>
              {placeholders.map((name) => (
                <label key={name} className={styles.row}>
                  <span>{`{{${name}}}`}</span>
                  <select
                    aria-label={t('columnFor', { field: name })}
                    value={mapping[name] ?? ''}
                    onChange={(event) => apply(info.id, { ...mapping, [name]: event.target.value || null })}
                  >
                    <option value="">{t('noColumn')}</option>
                    {info.columns.map((column) => (
                      <option key={column} value={column}>
                        {column}
                      </option>
                    ))}
                  </select>
                </label>
              ))}
            </fieldset>
          )}
          {duplicates.length > 0 && <p role="status">{t('duplicate', { columns: duplicates.join(', ') })}</p>}
          {quantity !== null && (
            <p className={styles.hint} data-testid="guest-quantity">
              {t('quantity', {
                quantity: ordered,
                count: info.rowCount,
                extras: extraCards(ordered, info.rowCount),
              })}
            </p>
          )}
          {changed && (
            <p role="status" data-testid="guest-quantity-changed">
              {t('quantityChanged', changed)}
            </p>
          )}
          {quantity !== null && ordered < info.rowCount && (
            <p role="alert" className={styles.warning}>
              {t('tooFew', { ordered, count: info.rowCount })}{' '}
              <button
                type="button"
                className={styles.secondary}
                onClick={() => store.getState().setOptions({ quantity })}
              >
                {t('fitQuantity', { quantity })}
              </button>
            </p>
          )}
          <GuestRowPager preview={preview} overflowing={overflowing} />
          {info.problemCount > 0 && (
            <section aria-label={t('problems', { count: info.problemCount })}>
              <h3 className={styles.hint}>{t('problems', { count: info.problemCount })}</h3>
              <ul className={styles.issueList}>
                {info.problems.map((p, i) => (
                  <li key={`${p.row}-${i}`} className={styles.warning} data-problem-row={p.row}>
                    {p.index === null ? (
                      t('problemRow', { row: p.row, message: p.message })
                    ) : (
                      <button
                        type="button"
                        className={styles.secondary}
                        onClick={() => p.index !== null && preview.show(p.index)}
                      >
                        {t('problemRow', { row: p.row, message: p.message })}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <button type="button" className={styles.secondary} onClick={remove}>
            {t('remove')}
          </button>
        </>
      )}
    </div>
  )
}
