'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import styles from '../controls.module.css'
import { firstWriteAlone } from '@/lib/visitor/first-write'

type State = { status: 'idle' | 'adding' | 'added' } | { status: 'error'; message: string }

/**
 * "Gratis Muster bestellen" from the editor: the same request as the product page's sample form
 * (POST /web-api/cart/samples with the catalogue design), answered by the cart's sample rules.
 */
export function SampleButton({ designId, cartHref }: { designId: number; cartHref: string }) {
  const t = useTranslations('EditorPanels.sample')
  const [state, setState] = useState<State>({ status: 'idle' })

  async function order() {
    setState({ status: 'adding' })
    // May be what gives the visitor their key: never beside another first write (an autosave).
    const response = await firstWriteAlone(() =>
      fetch('/web-api/cart/samples', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ designId }),
      }),
    ).catch((error: unknown) => error as Error)
    if (response instanceof Error) return setState({ status: 'error', message: response.message })
    if (response.ok) return setState({ status: 'added' })
    const body = (await response.json().catch(() => ({}))) as { error?: { message?: string } }
    setState({ status: 'error', message: body.error?.message ?? response.statusText })
  }

  return (
    <div className={styles.stack}>
      <button
        type="button"
        className="button button--ghost"
        disabled={state.status === 'adding'}
        onClick={() => void order()}
      >
        {state.status === 'added' ? t('added') : t('order')}
      </button>
      <small className={styles.hint}>{t('note')}</small>
      {state.status === 'added' && (
        <a href={cartHref} className={styles.link}>
          {t('toCart')}
        </a>
      )}
      {state.status === 'error' && <p role="alert">{t('error', { message: state.message })}</p>}
    </div>
  )
}
