'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useEditor, useEditorStore } from '../editor-context'
import { PROOF_DIALOG } from '../proof/lazy-proof'
import type { ProofDialogProps } from '../proof/proof-dialog'
import styles from '../controls.module.css'

/** What the proof shows; the dialog's own state (open, busy, saved id) is this component's. */
export type ProofContent = Pick<ProofDialogProps, 'doc' | 'guestNote' | 'guest' | 'issues'>

type CartState = { status: 'idle' | 'adding' | 'added' } | { status: 'error'; message: string }

/**
 * Autosave status and "add to cart". The button saves any pending change, then opens the proof; only
 * after the customer confirms it does the saved design's id go to /web-api/cart/items, which
 * snapshots the document (with its guest list), the options and the server's price.
 */
export function SaveAndCart({
  save,
  myDesignsHref,
  cartHref,
  proof,
}: {
  save: () => Promise<boolean>
  myDesignsHref: string
  cartHref: string
  proof: ProofContent
}) {
  const t = useTranslations('Editor')
  const store = useEditorStore()
  const status = useEditor((s) => s.save)
  const [cart, setCart] = useState<CartState>({ status: 'idle' })
  const [proofOpen, setProofOpen] = useState(false)
  // Mounted at the first opening and kept, so it closes as a dialog does and keeps its state.
  const [proofMounted, setProofMounted] = useState(false)

  async function openProof() {
    setCart({ status: 'adding' })
    if (!(await save())) {
      setCart({ status: 'error', message: t('save.error', { message: '' }) })
      return
    }
    setCart({ status: 'idle' })
    setProofMounted(true)
    setProofOpen(true)
  }

  async function addToCart() {
    setCart({ status: 'adding' })
    // Anything changed while the proof was open is saved, so the cart takes what was shown.
    if (!(await save())) {
      setCart({ status: 'error', message: t('save.error', { message: '' }) })
      return
    }
    const response = await fetch('/web-api/cart/items', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ kind: 'saved-design', savedDesignId: store.getState().save.savedId }),
    }).catch((error: unknown) => error as Error)
    setProofOpen(false)
    if (response instanceof Error) return setCart({ status: 'error', message: response.message })
    if (response.ok) return setCart({ status: 'added' })
    const body = (await response.json().catch(() => ({}))) as { error?: { message?: string } }
    setCart({ status: 'error', message: body.error?.message ?? response.statusText })
  }

  return (
    <div className={styles.stack}>
      <p className={styles.saveStatus} data-save-status={status.status} aria-live="polite">
        {status.status === 'error'
          ? t('save.error', { message: status.message ?? '' })
          : status.status === 'conflict'
            ? t('save.conflict')
            : t(`save.${status.status}`)}
      </p>
      {status.status === 'conflict' && (
        <button type="button" className={styles.secondary} onClick={() => window.location.reload()}>
          {t('save.reload')}
        </button>
      )}
      {status.status === 'error' && (
        <button type="button" className={styles.secondary} onClick={() => void save()}>
          {t('save.retry')}
        </button>
      )}
      <button
        type="button"
        className="button"
        data-saved-design={status.savedId ?? ''}
        disabled={cart.status === 'adding' || status.status === 'conflict'}
        onClick={() => void openProof()}
        onPointerEnter={() => void PROOF_DIALOG.preload()}
        onFocus={() => void PROOF_DIALOG.preload()}
      >
        {cart.status === 'adding'
          ? t('cart.adding')
          : cart.status === 'added'
            ? t('cart.added')
            : t('cart.add')}
      </button>
      {cart.status === 'added' && (
        <a href={cartHref} className="button button--ghost">
          {t('cart.toCart')}
        </a>
      )}
      {cart.status === 'error' && <p role="alert">{t('cart.error', { message: cart.message })}</p>}
      {proofMounted && (
        <PROOF_DIALOG
          {...proof}
          open={proofOpen}
          savedId={status.savedId}
          busy={cart.status === 'adding'}
          onConfirm={() => void addToCart()}
          onClose={() => setProofOpen(false)}
        />
      )}
      <a href={myDesignsHref} className={styles.link}>
        {t('save.myDesigns')}
      </a>
    </div>
  )
}
