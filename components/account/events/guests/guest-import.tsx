'use client'

import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'
import { useShopClientContext } from '@/components/layout/shop-client-provider'
import type { ImportMode } from '@/lib/shop/events/guests/schema'
import type { ImportPreview, ImportResult } from '@/lib/shop/events/guests/import'
import { callGuests } from './guest-api'
import styles from './guests.module.css'

const templateHref = (format: 'csv' | 'xlsx') => `/web-api/events/guest-template?format=${format}`

const MODES = ['merge', 'add-new', 'replace'] as const satisfies readonly ImportMode[]

/** Upload → preview (what is new, changed, kept; bad rows by number) → choose the mode → take over. */
export function GuestImport({ eventId, onImported }: { eventId: string; onImported: () => void }) {
  const t = useTranslations('EventGuests.import')
  const tl = useTranslations('EventGuests')
  const { brand, locale } = useShopClientContext()
  const id = useId()
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<ImportPreview | null>(null)
  const [mode, setMode] = useState<ImportMode>('merge')
  const [confirmed, setConfirmed] = useState(false)
  const [busy, setBusy] = useState<'check' | 'apply' | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<ImportResult | null>(null)
  const context = { brand, locale, fallback: tl('failed') }
  const base = `/web-api/events/${eventId}/guests`

  async function check(chosen: File) {
    setBusy('check')
    setError(null)
    setDone(null)
    setPreview(null)
    const form = new FormData()
    form.set('file', chosen)
    const answer = await callGuests<ImportPreview>(`${base}/import-preview`, 'POST', form, context)
    setBusy(null)
    if (answer.ok) setPreview(answer.data)
    else setError(answer.message)
  }

  async function apply() {
    if (!file) return
    setBusy('apply')
    setError(null)
    const form = new FormData()
    form.set('file', file)
    form.set('mode', mode)
    form.set('confirmReplace', confirmed ? 'true' : 'false')
    const answer = await callGuests<ImportResult>(`${base}/import`, 'POST', form, context)
    setBusy(null)
    if (!answer.ok) return setError(answer.message)
    setDone(answer.data)
    setPreview(null)
    setFile(null)
    onImported()
  }

  const needsConfirmation = mode === 'replace' && (preview?.answered ?? 0) > 0
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`} data-testid="guest-import">
      <h2 id={`${id}-title`}>{t('title')}</h2>
      <p>{t('hint')}</p>
      <p className={styles.inline}>
        {t('template')}{' '}
        <a href={templateHref('xlsx')} download>
          Excel
        </a>
        <a href={templateHref('csv')} download>
          CSV
        </a>
      </p>
      <div className={styles.field}>
        <label htmlFor={`${id}-file`}>{t('file')}</label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null
            setFile(chosen)
            if (chosen) void check(chosen)
          }}
        />
      </div>
      {busy === 'check' && <p role="status">{t('checking')}</p>}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {done && (
        <p className={styles.saved} role="status">
          {t('done', { added: done.added, updated: done.updated, removed: done.removed })}
        </p>
      )}
      {preview && (
        <div className={styles.preview} data-testid="import-preview">
          <p>
            <strong>{t('summary', { households: preview.households })}</strong>
          </p>
          <ul className={styles.entries}>
            {preview.entries.map((entry) => (
              <li key={entry.rows.join('-')} data-status={entry.status}>
                <span>{entry.name}</span> <em>{t(entry.status)}</em>
                {entry.matchedName && entry.matchedName !== entry.name && (
                  <> {t('matched', { name: entry.matchedName })}</>
                )}
                {entry.changes.length > 0 && <small> ({entry.changes.join(', ')})</small>}
                <small> · {t('rows', { rows: entry.rows.join(', ') })}</small>
              </li>
            ))}
          </ul>
          {preview.problems.length > 0 && (
            <div role="alert" className={styles.problems}>
              <p>{t('problems')}</p>
              <ul>
                {preview.problems.map((p, i) => (
                  <li key={`${p.row}-${i}`}>{p.message}</li>
                ))}
              </ul>
            </div>
          )}
          <fieldset className={styles.group}>
            <legend>{t('mode')}</legend>
            {MODES.map((m) => (
              <label key={m} className={styles.check}>
                <input
                  type="radio"
                  name={`${id}-mode`}
                  value={m}
                  checked={mode === m}
                  onChange={() => setMode(m)}
                />
                {m === 'merge'
                  ? t('merge', preview.modes.merge)
                  : m === 'add-new'
                    ? t('add-new', preview.modes['add-new'])
                    : t('replace', preview.modes.replace)}
              </label>
            ))}
          </fieldset>
          {needsConfirmation && (
            <div className={styles.warning}>
              <p>{t('replaceWarning', { answered: preview.answered })}</p>
              <label className={styles.check}>
                <input type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
                {t('confirmReplace')}
              </label>
            </div>
          )}
          <button
            type="button"
            className={styles.primary}
            disabled={busy !== null || (needsConfirmation && !confirmed)}
            onClick={() => void apply()}
          >
            {busy === 'apply' ? t('applying') : t('apply')}
          </button>
        </div>
      )}
    </section>
  )
}
