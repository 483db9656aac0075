'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import type { LocaleCode } from '@/lib/config/locales'
import { formatMoney } from '@/lib/i18n/format'
import { useEditor } from '../editor-context'
import styles from '../controls.module.css'

type Quote = { total: number; unitPrice: number; currency: string }
type PriceState = { key: string } & ({ status: 'ok'; quote: Quote } | { status: 'error'; message: string })

/**
 * The live price of the chosen options, computed by the server's pricing engine (/web-api/card-price)
 * for the shop's delivery country; the browser never computes a price itself.
 */
export function PriceBox({ country, locale }: { country: string; locale: LocaleCode }) {
  const t = useTranslations('Editor.price')
  const options = useEditor((s) => s.options)
  const key = JSON.stringify(options)
  const [result, setResult] = useState<PriceState | null>(null)
  // A result for other options than the current ones is stale: show "calculating" until the new one.
  const price = result && result.key === key ? result : { status: 'loading' as const }
  useEffect(() => {
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
        setResult({ key, status: 'ok', quote: body })
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          setResult({ key, status: 'error', message: error instanceof Error ? error.message : String(error) })
        }
      })
    return () => controller.abort()
  }, [key, country, locale])
  return (
    <div className={styles.price} aria-live="polite" data-testid="editor-price">
      {price.status === 'loading' && <p>{t('loading')}</p>}
      {price.status === 'error' && <p role="alert">{t('error', { message: price.message })}</p>}
      {price.status === 'ok' && (
        <>
          <p className={styles.priceTotal}>
            <span>{t('total')}</span> <strong>{formatMoney(price.quote.total, locale)}</strong>
          </p>
          <p>{t('unit', { price: formatMoney(price.quote.unitPrice, locale) })}</p>
          <p className={styles.hint}>{t('vat')}</p>
        </>
      )}
    </div>
  )
}
