'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useEditorStore } from '../editor-context'
import styles from './wall-art.module.css'

type CartState = { status: 'idle' | 'adding' } | { status: 'error'; message: string }

/** Why the button waits: no photo yet, or a strong low-resolution warning not confirmed. */
export type CartBlock = 'noPhoto' | 'confirm' | null

/**
 * "In den Warenkorb": the design document (its `wallArt` spec says what is bought; the server prices
 * it from that alone) goes to the cart as a new line, or back into the line it was opened from
 * (edit from the cart: PATCH). Then the cart opens.
 */
export function WallArtCart({
  lineId,
  quantity: opened,
  maxQuantity,
  cartHref,
  blocked,
}: {
  lineId: string | null
  quantity: number
  maxQuantity: number
  cartHref: string
  blocked: CartBlock
}) {
  const t = useTranslations('WallArt.cart')
  const store = useEditorStore()
  const [quantity, setQuantity] = useState(opened)
  const [state, setState] = useState<CartState>({ status: 'idle' })

  async function send() {
    setState({ status: 'adding' })
    const snapshot = store.getState().scene.document
    const response = await fetch(lineId ? `/web-api/cart/items/${lineId}` : '/web-api/cart/items', {
      method: lineId ? 'PATCH' : 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(lineId ? { snapshot, quantity } : { kind: 'wallart', snapshot, quantity }),
    }).catch((error: unknown) => error as Error)
    if (response instanceof Error) return setState({ status: 'error', message: response.message })
    if (response.ok) {
      window.location.assign(cartHref)
      return
    }
    const body = (await response.json().catch(() => ({}))) as { error?: { message?: string } }
    setState({ status: 'error', message: body.error?.message ?? response.statusText })
  }

  return (
    <div className={styles.stack}>
      <label className={styles.field}>
        {t('quantity')}
        <input
          type="number"
          min={1}
          max={maxQuantity}
          value={quantity}
          onChange={(event) =>
            setQuantity(Math.min(maxQuantity, Math.max(1, Math.round(Number(event.target.value)) || 1)))
          }
        />
      </label>
      <button
        type="button"
        className="button"
        data-testid="wallart-add-to-cart"
        disabled={blocked !== null || state.status === 'adding'}
        onClick={() => void send()}
      >
        {state.status === 'adding' ? t('adding') : lineId ? t('update') : t('add')}
      </button>
      {blocked && <p className={styles.hint}>{t(`blocked.${blocked}`)}</p>}
      {state.status === 'error' && <p role="alert">{t('error', { message: state.message })}</p>}
    </div>
  )
}
