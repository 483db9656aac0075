'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import type { LocaleCode } from '@/lib/config/locales'
import { formatMoney } from '@/lib/i18n/format'
import type { ShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'
import { useEditor } from '../editor-context'
import { articleQuery } from '../wall-art/wall-art-price'
import styles from './collage.module.css'

const DEBOUNCE_MS = 250

type PriceState =
  { key: string; status: 'ok'; total: number } | { key: string; status: 'error'; message: string }

/**
 * The live price of the collage: the wall-art piece it is printed as, from /price-api/prices/article
 * with the same options the cart line is priced with (ADR 0077), times the quantity.
 */
export function CollagePrice({
  currency,
  locale,
  quantity,
  shippingHref,
}: {
  currency: ShopCurrency
  locale: LocaleCode
  quantity: number
  shippingHref: string
}) {
  const t = useTranslations('Collage.price')
  const wallArt = useEditor((s) => s.scene.document.wallArt)
  const key = wallArt ? articleQuery(wallArt, currency, quantity) : ''
  const [result, setResult] = useState<PriceState | null>(null)

  useEffect(() => {
    if (!key) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      fetch(`/price-api/prices/article?${key}`, { signal: controller.signal, headers: { locale } })
        .then(async (response) => {
          const body = (await response.json().catch(() => ({}))) as {
            total?: number
            error?: { message?: string }
          }
          if (response.ok && typeof body.total === 'number')
            setResult({ key, status: 'ok', total: body.total })
          else setResult({ key, status: 'error', message: body.error?.message ?? response.statusText })
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) setResult({ key, status: 'error', message: String(error) })
        })
    }, DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [key, locale])

  const shown = result?.key === key ? result : null
  return (
    <div
      className={styles.price}
      data-testid="collage-price"
      aria-live="polite"
      data-state={shown?.status ?? 'loading'}
    >
      {shown?.status === 'ok' ? (
        <p className={styles.amount}>{formatMoney(shown.total, locale, currency)}</p>
      ) : shown?.status === 'error' ? (
        <p role="alert">{t('error', { message: shown.message })}</p>
      ) : (
        <p className={styles.amount} aria-busy="true">
          {t('loading')}
        </p>
      )}
      <p className={styles.hint}>
        {t('vat')}{' '}
        <a href={shippingHref} target="_blank" rel="noopener">
          {t('shipping')}
        </a>
      </p>
    </div>
  )
}
