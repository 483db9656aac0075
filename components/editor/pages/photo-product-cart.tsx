'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { useEditor, useEditorStore } from '../editor-context'
import styles from './pages.module.css'

type CartState = { status: 'idle' | 'adding' } | { status: 'error'; message: string }

/** The multi-page products: each has its cart texts in its own message area. */
const CART_TEXTS = { calendar: 'Calendar.cart', photobook: 'Photobook.cart' } as const

/**
 * "In den Warenkorb" of a calendar or photo book: the document (its `calendar` / `photobook` spec
 * says what is bought; the server prices it from that alone and checks every photo is the shopper's
 * own) goes to the cart as a new line, or back into the line it was opened from (edit from the cart:
 * PATCH). Then the cart opens. A document without a single photo waits: that is never what the
 * shopper meant to buy. Errors come back in the shop's language (the locale header).
 */
export function PhotoProductCart({
  kind,
  lineId,
  amount,
  cartHref,
}: {
  kind: keyof typeof CART_TEXTS
  lineId: string | null
  amount: number
  cartHref: string
}) {
  const t = useTranslations(CART_TEXTS[kind])
  const locale = useLocale()
  const store = useEditorStore()
  const savedId = useEditor((s) => s.save.savedId)
  const hasPhoto = useEditor((s) =>
    s.scene.document.pages.some((page) =>
      page.layers.some((layer) => layer.type === 'photo' && layer.assetId !== undefined),
    ),
  )
  const [state, setState] = useState<CartState>({ status: 'idle' })

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
    const answer = (await response.json().catch(() => ({}))) as { error?: { message?: string } }
    setState({ status: 'error', message: answer.error?.message ?? response.statusText })
  }

  return (
    <div className={styles.cart}>
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
    </div>
  )
}
