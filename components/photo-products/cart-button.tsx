'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import { sendToCart, type CartProductKind } from './send-to-cart'
import styles from './cart-button.module.css'

type CartState = { status: 'idle' | 'adding' } | { status: 'error'; message: string }

/**
 * "In den Warenkorb" of a photo box, photo prints or a collage: the document is read at the click
 * (`getDocument`, so a long list of prints is not serialised on every render), sent as a new line or
 * back into the line it came from, and then the cart opens. `disabledReason` says why it cannot go
 * yet ("Die Box fasst 20 Bilder, gewählt sind 17."); the server's refusal is shown the same way.
 */
export function CartButton({
  kind,
  getDocument,
  quantity,
  lineId,
  cartHref,
  disabledReason,
  label,
}: {
  kind: CartProductKind
  getDocument: () => DesignDocument
  quantity: number
  lineId: string | null
  cartHref: string
  disabledReason: string | null
  label: string
}) {
  const t = useTranslations('PhotoProductCart')
  const locale = useLocale()
  const [state, setState] = useState<CartState>({ status: 'idle' })

  async function send() {
    setState({ status: 'adding' })
    const result = await sendToCart({ kind, document: getDocument(), quantity, lineId, locale })
    if (result.ok) {
      window.location.assign(cartHref)
      return
    }
    setState({ status: 'error', message: result.message })
  }

  return (
    <div className={styles.root}>
      <button
        type="button"
        className="button"
        data-testid={`${kind}-add-to-cart`}
        disabled={disabledReason !== null || state.status === 'adding'}
        aria-describedby={disabledReason ? `${kind}-cart-reason` : undefined}
        onClick={() => void send()}
      >
        {state.status === 'adding' ? t('adding') : label}
      </button>
      {disabledReason && (
        <p id={`${kind}-cart-reason`} className={styles.hint}>
          {disabledReason}
        </p>
      )}
      {state.status === 'error' && (
        <p role="alert" data-testid={`${kind}-cart-error`} className={styles.error}>
          {t('error', { message: state.message })}
        </p>
      )}
    </div>
  )
}
