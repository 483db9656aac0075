'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import type { PreflightIssue } from '@/lib/shop/design-print/design/preflight'
import { ProofGuests } from './proof-guests'
import { ProofPages } from './proof-pages'
import { useProof } from './use-proof'
import styles from './proof.module.css'

export interface ProofDialogProps {
  open: boolean
  /** The design as the editor shows it: names its pages and the findings' pages. */
  doc: DesignDocument
  guestNote: string | null
  /** The guest shown in the editor (from 1), shown first; null: the first of the list, if any. */
  guest?: number | null
  issues: readonly PreflightIssue[]
  /** The saved design whose print file the proof shows (saved just before opening). */
  savedId: string | null
  busy: boolean
  onConfirm: () => void
  onClose: () => void
  /** How the product names a page ("Januar 2027", "Seiten 4–5"); else by its role. */
  pageLabel?: (page: DesignDocument['pages'][number]) => string
  /** The product's own words over the pages ("So wird Ihr Kalender gedruckt …"); else the card's. */
  intro?: string
  /** The confirming button's words (a cart line opened for editing takes the changes); else "add". */
  addLabel?: string
  /** Why nothing can go into the cart yet (a calendar without a photo): shown, and no confirming. */
  blocked?: string | null
}

/**
 * The last step before the cart: every page of the print file as it will be cut (ADR 0084: pages of
 * the very PDF the order prints, one guest at a time), the preflight findings, the print PDF to
 * download, and a confirmation without which nothing goes into the cart. One dialog for cards,
 * calendars and photo books.
 */
export function ProofDialog(props: ProofDialogProps) {
  const t = useTranslations('EditorPanels.proof')
  const tp = useTranslations('Editor.preflight')
  const tPages = useTranslations('Editor.pages')
  const ref = useRef<HTMLDialogElement>(null)
  const [checked, setChecked] = useState(false)
  const [guest, setGuest] = useState<number | null>(props.guest ?? null)
  // Counts openings and retries: each asks for the pages afresh (a save is a new revision).
  const [opening, setOpening] = useState(0)
  const proof = useProof(props.savedId, guest, opening)
  const ready = proof.status === 'ready'
  // While another guest's file is made, the switcher stays and names only the number.
  const previousGuest = proof.status === 'loading' ? proof.previous?.guest : undefined
  const guestShown = ready
    ? proof.manifest.guest
    : previousGuest && { ...previousGuest, number: guest ?? previousGuest.number, label: '' }
  const pageLabel =
    props.pageLabel ?? ((page: DesignDocument['pages'][number]) => page.name ?? tPages(page.role))
  const pageName = (pageId: string) => {
    const page = props.doc.pages.find((p) => p.id === pageId)
    return page ? pageLabel(page) : pageId
  }

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (props.open && !dialog.open) {
      setChecked(false)
      setGuest(props.guest ?? null)
      setOpening((n) => n + 1)
      dialog.showModal()
    }
    if (!props.open && dialog.open) dialog.close()
  }, [props.open, props.guest])

  const showGuest = (to: number) => {
    // What was confirmed was another guest's card: the check is asked for again.
    setChecked(false)
    setGuest(to)
  }

  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby="proof-title" onClose={props.onClose}>
      <h2 id="proof-title">{t('title')}</h2>
      <p>{props.intro ?? t('intro')}</p>
      {props.guestNote && <p data-testid="proof-guest">{props.guestNote}</p>}
      {props.open && guestShown && (
        <ProofGuests guest={guestShown} busy={proof.status === 'loading'} onShow={showGuest} />
      )}
      {props.open && (
        <ProofPages
          state={proof}
          doc={props.doc}
          pageLabel={pageLabel}
          onRetry={() => setOpening((n) => n + 1)}
        />
      )}
      {/* Rendered only while open: a closed dialog must not repeat the editor's findings in the page. */}
      {props.open && (
        <section aria-label={t('findings')}>
          <h3>{t('findings')}</h3>
          {props.issues.length === 0 ? (
            <p>{tp('ok')}</p>
          ) : (
            <ul data-testid="proof-issues">
              {props.issues.map((issue, i) => (
                <li key={`${issue.pageId}-${issue.layerId}-${issue.code}-${i}`} data-proof-issue={issue.code}>
                  {issue.code === 'blank-page' && issue.detail?.side
                    ? tp('blank-half', { page: pageName(issue.pageId), side: issue.detail.side })
                    : tp(issue.code, {
                        chars: issue.detail?.chars?.join(' ') ?? '',
                        fields: issue.detail?.fields?.map((f) => `{{${f}}}`).join(', ') ?? '',
                        dpi: issue.detail?.dpi ?? 0,
                        page: pageName(issue.pageId),
                        spine: `${issue.detail?.spineMm ?? 0} mm`,
                      })}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {props.savedId && (
        <p>
          <a
            href={`/web-api/designs/${props.savedId}/proof.pdf`}
            target="_blank"
            rel="noopener"
            data-testid="proof-pdf"
          >
            {t('pdf')}
          </a>
        </p>
      )}
      <label className={styles.confirm}>
        {/* Nothing to confirm until the print file's pages are there. */}
        <input
          type="checkbox"
          checked={checked}
          disabled={!ready}
          onChange={(event) => setChecked(event.target.checked)}
        />
        {t('confirm')}
      </label>
      <div className={styles.actions}>
        <button type="button" className="button button--ghost" onClick={props.onClose}>
          {t('back')}
        </button>
        {props.blocked && <p>{props.blocked}</p>}
        <button
          type="button"
          className="button"
          disabled={!checked || !ready || props.busy || Boolean(props.blocked)}
          onClick={props.onConfirm}
        >
          {props.busy ? t('adding') : (props.addLabel ?? t('add'))}
        </button>
      </div>
    </dialog>
  )
}
