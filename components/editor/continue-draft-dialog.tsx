'use client'

import { useEffect, useRef, useState } from 'react'
import { useFormatter, useTranslations } from 'next-intl'
import type { DraftQuery, SavedDraft } from '@/lib/shop/design-print/saved-designs/schema'
import { useEditorStore } from './editor-context'
import styles from './continue-draft-dialog.module.css'

/**
 * "Continue your draft?" (ADR 0085): the tool opened new (a catalogue design's template, a calendar's
 * or book's design group) asks the server for the visitor's or customer's latest unordered draft of
 * it and, if there is one, offers it. Continue follows `hrefOf(draft)`, the tool's URL of that draft
 * (&saved=…); start anew (or Escape) keeps the template, and the draft stays in Meine Designs.
 * The question is asked by the browser because the tool's first page is one shared rendering for
 * every visitor (ADR 0040). It is not asked once this session has saved: then the customer is already
 * working on the template, and the newest draft is the one open.
 */
export function ContinueDraftDialog({
  query,
  hrefOf,
}: {
  query: DraftQuery
  hrefOf: (draft: SavedDraft) => string
}) {
  const t = useTranslations('Editor.continueDraft')
  const format = useFormatter()
  const store = useEditorStore()
  const dialog = useRef<HTMLDialogElement>(null)
  const [draft, setDraft] = useState<SavedDraft | null>(null)
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)]),
  ).toString()

  useEffect(() => {
    if (store.getState().save.savedId !== null) return
    const abort = new AbortController()
    fetch(`/web-api/designs/draft?${search}`, { signal: abort.signal })
      .then((res) => (res.ok ? (res.json() as Promise<{ draft: SavedDraft | null }>) : null))
      .then((body) => {
        if (body?.draft && store.getState().save.savedId === null) setDraft(body.draft)
      })
      // No answer is no question: the template stays open as it would without a draft.
      .catch(() => undefined)
    return () => abort.abort()
  }, [search, store])

  useEffect(() => {
    if (draft && dialog.current && !dialog.current.open) dialog.current.showModal()
  }, [draft])

  if (!draft) return null
  const changed = format.dateTime(new Date(draft.updatedAt), { dateStyle: 'long', timeStyle: 'short' })
  return (
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby="continue-draft-title"
      aria-describedby="continue-draft-text"
      data-testid="continue-draft"
    >
      <h2 id="continue-draft-title">{t('title')}</h2>
      <p id="continue-draft-text">{t('text')}</p>
      <figure className={styles.draft}>
        {/* eslint-disable-next-line @next/next/no-img-element -- a personal, uncached thumbnail */}
        <img
          src={`/web-api/designs/${draft.id}/preview?rev=${draft.revision}`}
          alt={t('preview')}
          width={120}
          height={120}
          className={styles.preview}
        />
        <figcaption>
          {draft.name && <strong>{draft.name}</strong>}
          <span>{t('changed', { date: changed })}</span>
        </figcaption>
      </figure>
      <div className={styles.actions}>
        <a className="button" href={hrefOf(draft)}>
          {t('continue')}
        </a>
        <button className="button button--ghost" type="button" onClick={() => dialog.current?.close()}>
          {t('startNew')}
        </button>
      </div>
    </dialog>
  )
}
