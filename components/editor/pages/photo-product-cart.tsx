'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import type { PreflightIssue } from '@/lib/shop/design-print/design/preflight'
import { useEditor, useEditorStore } from '../editor-context'
import { PROOF_DIALOG } from '../proof/lazy-proof'
import styles from './pages.module.css'

type CartState = { status: 'idle' | 'adding' } | { status: 'error'; message: string }

/** The multi-page products: each has its cart and proof texts in its own message area. */
const CART_TEXTS = { calendar: 'Calendar.cart', photobook: 'Photobook.cart' } as const
const PROOF_TEXTS = { calendar: 'Calendar.proof', photobook: 'Photobook.proof' } as const

/** What the proof view shows beside the print file's pages: the editor's findings and page names. */
export interface PhotoProductProof {
  issues: readonly PreflightIssue[]
  pageLabel: (page: DesignDocument['pages'][number]) => string
}

/**
 * "In den Warenkorb" of a calendar or photo book: the document (its `calendar` / `photobook` spec
 * says what is bought; the server prices it from that alone and checks every photo is the shopper's
 * own) goes to the cart as a new line, or back into the line it was opened from (edit from the cart:
 * PATCH). Then the cart opens. A document without a single photo waits: that is never what the
 * shopper meant to buy. Errors come back in the shop's language (the locale header).
 *
 * Beside it the proof view (ADR 0074): the card's proof dialog showing every page in order as it
 * will be cut, with the findings and the print PDF; its confirmation sends the document the same way.
 */
export function PhotoProductCart({
  kind,
  opened: { lineId, cartHref },
  amount,
  save,
  proof,
}: {
  kind: keyof typeof CART_TEXTS
  /** The cart line this edit saves back to (null: a new line), and the cart to open afterwards. */
  opened: { lineId: string | null; cartHref: string }
  amount: number
  /** The profile's autosave: the proof's print PDF is of the saved design, so it is saved first. */
  save: () => Promise<boolean>
  proof: PhotoProductProof
}) {
  const t = useTranslations(CART_TEXTS[kind])
  const tProof = useTranslations(PROOF_TEXTS[kind])
  const locale = useLocale()
  const store = useEditorStore()
  const savedId = useEditor((s) => s.save.savedId)
  const doc = useEditor((s) => s.scene.document)
  const hasPhoto = doc.pages.some((page) =>
    page.layers.some((layer) => layer.type === 'photo' && layer.assetId !== undefined),
  )
  const [state, setState] = useState<CartState>({ status: 'idle' })
  const [proofOpen, setProofOpen] = useState(false)
  // Mounted at the first opening and kept, so it closes as a dialog does and keeps its state.
  const [proofMounted, setProofMounted] = useState(false)
  const [savedNow, setSavedNow] = useState(false)

  async function send() {
    setState({ status: 'adding' })
    const snapshot = store.getState().scene.document
    const body = lineId
      ? { snapshot, quantity: amount }
      : { kind, snapshot, quantity: amount, ...(savedId ? { savedDesignId: savedId } : {}) }
    const response = await fetch(lineId ? `/web-api/cart/items/${lineId}` : '/web-api/cart/items', {
      method: lineId ? 'PATCH' : 'POST',
      headers: { 'Content-Type': 'application/json', locale },
      body: JSON.stringify(body),
    }).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))))
    if (response instanceof Error) return setState({ status: 'error', message: response.message })
    if (response.ok) {
      window.location.assign(cartHref)
      return
    }
    setProofOpen(false)
    const answer = (await response.json().catch(() => ({}))) as { error?: { message?: string } }
    setState({ status: 'error', message: answer.error?.message ?? response.statusText })
  }

  async function openProof() {
    // The proof is the saved design's print file: after a failed save it says so instead of
    // showing the last saved pages as if they were the current ones.
    setSavedNow(await save().catch(() => false))
    setProofMounted(true)
    setProofOpen(true)
  }

  return (
    <div className={styles.cart}>
      <button
        type="button"
        className="button button--ghost"
        data-testid={`${kind}-proof`}
        onClick={() => void openProof()}
        onPointerEnter={() => void PROOF_DIALOG.preload()}
        onFocus={() => void PROOF_DIALOG.preload()}
      >
        {tProof('open')}
      </button>
      <button
        type="button"
        className="button"
        data-testid={`${kind}-add-to-cart`}
        disabled={!hasPhoto || state.status === 'adding'}
        onClick={() => void send()}
      >
        {state.status === 'adding' ? t('adding') : lineId ? t('update') : t('add')}
      </button>
      {!hasPhoto && <p className={styles.cartHint}>{t('blocked')}</p>}
      {state.status === 'error' && <p role="alert">{t('error', { message: state.message })}</p>}
      {proofMounted && (
        <PROOF_DIALOG
          {...proof}
          open={proofOpen}
          doc={doc}
          guestNote={null}
          intro={tProof('intro')}
          addLabel={lineId ? tProof('update') : tProof('add')}
          blocked={hasPhoto ? null : t('blocked')}
          savedId={savedNow ? savedId : null}
          busy={state.status === 'adding'}
          onConfirm={() => void send()}
          onClose={() => setProofOpen(false)}
        />
      )}
    </div>
  )
}
