'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import type { PreflightIssue } from '@/lib/shop/design-print/design/preflight'
import { ProofPages } from './proof-pages'
import { useDataUrls } from './use-data-urls'
import styles from './proof.module.css'

export interface ProofDialogProps {
  open: boolean
  /** The design as it prints: with the guest shown in the editor filled in, if there is a list. */
  doc: DesignDocument
  guestNote: string | null
  issues: readonly PreflightIssue[]
  savedId: string | null
  assetUrls: Readonly<Record<string, string>>
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

/** The previews the document shows: only those are turned into data URLs, not every upload. */
function usedAssetUrls(doc: DesignDocument, urls: Readonly<Record<string, string>>): Record<string, string> {
  const used = new Set<string>()
  for (const page of doc.pages) {
    if (page.background.kind === 'image') used.add(page.background.assetId)
    for (const layer of page.layers) if (layer.type === 'photo' && layer.assetId) used.add(layer.assetId)
  }
  return Object.fromEntries(Object.entries(urls).filter(([id]) => used.has(id)))
}

/**
 * The last step before the cart: every page as it will be cut, the preflight findings, the print
 * PDF to download, and a confirmation without which nothing goes into the cart.
 */
export function ProofDialog(props: ProofDialogProps) {
  const t = useTranslations('EditorPanels.proof')
  const tp = useTranslations('Editor.preflight')
  const tPages = useTranslations('Editor.pages')
  const photoLabel = useTranslations('Editor.add')('photoLabel')
  const ref = useRef<HTMLDialogElement>(null)
  const [checked, setChecked] = useState(false)
  const urls = useMemo(() => usedAssetUrls(props.doc, props.assetUrls), [props.doc, props.assetUrls])
  const assets = useDataUrls(urls, props.open)
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
      dialog.showModal()
    }
    if (!props.open && dialog.open) dialog.close()
  }, [props.open])

  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby="proof-title" onClose={props.onClose}>
      <h2 id="proof-title">{t('title')}</h2>
      <p>{props.intro ?? t('intro')}</p>
      {props.guestNote && <p data-testid="proof-guest">{props.guestNote}</p>}
      {props.open && (
        <ProofPages doc={props.doc} assets={assets} pageLabel={pageLabel} photoLabel={photoLabel} />
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
        <input type="checkbox" checked={checked} onChange={(event) => setChecked(event.target.checked)} />
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
          disabled={!checked || props.busy || Boolean(props.blocked)}
          onClick={props.onConfirm}
        >
          {props.busy ? t('adding') : (props.addLabel ?? t('add'))}
        </button>
      </div>
    </dialog>
  )
}
