'use client'

import { useState, type FormEvent } from 'react'
import { useFormatter, useTranslations } from 'next-intl'
import type { MyDesign } from '@/lib/api/editor/my-designs'
import { SAVED_DESIGN_NAME_MAX } from '@/lib/model/saved-designs'
import { ShareDialog } from '@/components/design-approval/share-dialog'
import styles from './account-designs.module.css'

type Busy = null | 'rename' | 'duplicate' | 'delete'

/** Where a saved design reopens: calendars and photo books in their configurator, cards in the editor. */
export function openHref(item: MyDesign, editorHref: string): string | null {
  if (item.href !== null) return item.href
  return item.designId === null ? null : `${editorHref}?design=${item.designId}&saved=${item.id}`
}

/**
 * One saved design in "Meine Designs" (the tool's list and the account's): its thumbnail, name,
 * product, format and last change, with open, rename (inline), duplicate and delete (asks first).
 * `onChanged` is told which change the server took, so the list can follow it.
 */
export function SavedDesignRow({
  item,
  editorHref,
  onChanged,
}: {
  item: MyDesign
  editorHref: string
  onChanged: (change: Exclude<Busy, null>) => void
}) {
  const t = useTranslations('AccountDesigns')
  const format = useFormatter()
  const name = item.customName ?? item.name ?? t('untitled')
  const [busy, setBusy] = useState<Busy>(null)
  const [editing, setEditing] = useState(false)
  const [newName, setNewName] = useState(name)
  const [error, setError] = useState<string | null>(null)
  const href = openHref(item, editorHref)

  async function send(action: Exclude<Busy, null>, request: () => Promise<Response>, failed: string) {
    setBusy(action)
    setError(null)
    const res = await request().catch(() => null)
    setBusy(null)
    if (!res?.ok) {
      // A refused name is the one mistake the customer can mend; everything else is worth a retry.
      setError(
        res?.status === 400 && action === 'rename'
          ? t('nameInvalid', { max: SAVED_DESIGN_NAME_MAX })
          : failed,
      )
      return false
    }
    onChanged(action)
    return true
  }

  async function rename(event: FormEvent) {
    event.preventDefault()
    const trimmed = newName.trim()
    if (trimmed.length === 0 || trimmed.length > SAVED_DESIGN_NAME_MAX) {
      setError(t('nameInvalid', { max: SAVED_DESIGN_NAME_MAX }))
      return
    }
    const body = JSON.stringify({ name: trimmed })
    const init = { method: 'PATCH', headers: { 'content-type': 'application/json' }, body }
    if (await send('rename', () => fetch(`/web-api/designs/${item.id}`, init), t('renameFailed')))
      setEditing(false)
  }

  function duplicate() {
    const copy = t('copyOf', { name }).slice(0, SAVED_DESIGN_NAME_MAX).trim()
    const body = JSON.stringify({ name: copy })
    const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body }
    void send('duplicate', () => fetch(`/web-api/designs/${item.id}/duplicate`, init), t('duplicateFailed'))
  }

  function remove() {
    if (!window.confirm(t('confirmDelete'))) return
    void send('delete', () => fetch(`/web-api/designs/${item.id}`, { method: 'DELETE' }), t('deleteFailed'))
  }

  const details = [item.productLabel, item.formatLabel].filter(Boolean).join(' · ')
  const nameField = `design-name-${item.id}`
  return (
    <li className={styles.item} data-saved-design={item.id} data-testid="saved-design-row">
      {/* eslint-disable-next-line @next/next/no-img-element -- a personal, uncached thumbnail */}
      <img
        src={`/web-api/designs/${item.id}/preview?rev=${item.revision}`}
        alt={t('preview', { name })}
        width={180}
        height={180}
        loading="lazy"
        className={styles.preview}
      />
      {editing ? (
        <form className={styles.rename} onSubmit={(e) => void rename(e)} noValidate>
          <label htmlFor={nameField}>{t('name')}</label>
          <input
            id={nameField}
            value={newName}
            maxLength={SAVED_DESIGN_NAME_MAX}
            autoFocus
            aria-invalid={error !== null}
            onChange={(e) => setNewName(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape') setEditing(false)
            }}
          />
          <div className={styles.actions}>
            <button type="submit" className="button" disabled={busy === 'rename'}>
              {t('renameSave')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setEditing(false)}>
              {t('renameCancel')}
            </button>
          </div>
        </form>
      ) : (
        <strong data-testid="saved-design-name">{name}</strong>
      )}
      {details && <span data-testid="saved-design-details">{details}</span>}
      {item.quantity !== null && <span>{t('quantity', { count: item.quantity })}</span>}
      <small>
        {t('updated', { date: format.dateTime(new Date(item.updatedAt), { dateStyle: 'long' }) })}
      </small>
      {error && <p role="alert">{error}</p>}
      <div className={styles.actions} role="group" aria-label={t('actionsFor', { name })}>
        {href !== null && (
          <a className="button" href={href}>
            {t('open')}
          </a>
        )}
        {!editing && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setNewName(name)
              setError(null)
              setEditing(true)
            }}
          >
            {t('rename')}
          </button>
        )}
        <button
          type="button"
          className="button button--ghost"
          disabled={busy === 'duplicate'}
          onClick={duplicate}
        >
          {busy === 'duplicate' ? t('duplicating') : t('duplicate')}
        </button>
        {/* Share for approval (issue 31 point 8): a read-only link for partner or parents. */}
        <ShareDialog savedId={item.id} />
        <button type="button" className="button button--ghost" disabled={busy === 'delete'} onClick={remove}>
          {busy === 'delete' ? t('deleting') : t('delete')}
        </button>
      </div>
    </li>
  )
}
