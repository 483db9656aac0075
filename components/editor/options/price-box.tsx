'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import type { LocaleCode } from '@/lib/config/locales'
import { shownPrice, type ShownPrice } from '@/lib/editor/shown-price'
import { useCardOptions } from '../editor-context'
import styles from '../controls.module.css'

type Quote = { total: number; unitPrice: number; currency: string }
type PriceState = { key: string } & (
  { status: 'ok'; price: ShownPrice } | { status: 'error'; message: string }
)

/**
 * The live price of the chosen options, computed by the server's pricing engine (/web-api/card-price)
 * for the shop's delivery country; the browser never computes a price itself. The price of the options
 * the tool opened with comes with the page (`opening`, lib/editor/opening-price.ts); the box asks the
 * server when the options change.
 */
export function PriceBox({
  country,
  locale,
  opening,
}: {
  country: string
  locale: LocaleCode
  opening: ShownPrice | null
}) {
  const t = useTranslations('Editor.price')
  const options = useCardOptions()
  const key = JSON.stringify(options)
  const [result, setResult] = useState<PriceState | null>(() =>
    opening ? { key, status: 'ok', price: opening } : null,
  )
  // A result for other options than the current ones is stale: show "calculating" until the new one.
  const shown = result && result.key === key ? result : { status: 'loading' as const }
  const known = result?.key === key
  useEffect(() => {
    if (known) return
    const controller = new AbortController()
    fetch('/web-api/card-price', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', locale },
      body: JSON.stringify({ ...JSON.parse(key), country }),
      signal: controller.signal,
    })
      .then(async (response) => {
        const body = (await response.json()) as Quote & { error?: { message?: string } }
        if (!response.ok) throw new Error(body.error?.message ?? response.statusText)
        setResult({ key, status: 'ok', price: shownPrice(body, locale) })
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          setResult({ key, status: 'error', message: error instanceof Error ? error.message : String(error) })
        }
      })
    return () => controller.abort()
  }, [key, known, country, locale])
  return (
    <div className={styles.price} aria-live="polite" data-testid="editor-price">
      {shown.status === 'loading' && <p>{t('loading')}</p>}
      {shown.status === 'error' && <p role="alert">{t('error', { message: shown.message })}</p>}
      {shown.status === 'ok' && (
        <>
          <p className={styles.priceTotal}>
            <span>{t('total')}</span> <strong>{shown.price.total}</strong>
          </p>
          <p>{t('unit', { price: shown.price.unit })}</p>
          <p className={styles.hint}>{t('vat')}</p>
        </>
      )}
    </div>
  )
}
