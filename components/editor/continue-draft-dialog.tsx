'use client'

import { useEffect, useRef } from 'react'
import { useFormatter, useTranslations } from 'next-intl'
import type { SavedDraft } from '@/lib/shop/design-print/saved-designs/schema'
import styles from './continue-draft-dialog.module.css'

/**
 * "Continue your draft?" (ADR 0085): the tool opened on a catalogue design's blank template (a
 * calendar's or book's design group) while the visitor or customer has an unordered saved design of
 * it. Continue follows `href`, the tool's URL of that draft (&saved=…);
 * start anew keeps the template, and the draft stays in Meine Designs. Closing with Escape is
 * starting anew too: nothing is lost either way.
 */
export function ContinueDraftDialog({ draft, href }: { draft: SavedDraft; href: string }) {
  const t = useTranslations('Editor.continueDraft')
  const format = useFormatter()
  const dialog = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal()
  }, [])

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
        <a className="button" href={href}>
          {t('continue')}
        </a>
        <button className="button button--ghost" type="button" onClick={() => dialog.current?.close()}>
          {t('startNew')}
        </button>
      </div>
    </dialog>
  )
}
