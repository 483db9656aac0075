'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import type { LocaleCode } from '@/lib/config/locales'
import { formatMoney } from '@/lib/i18n/format'
import type { PhotobookSpec } from '@/lib/shop/design-print/design/photobook-spec'
import type { ShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'
import { photobookPriceQuery } from '@/lib/shop/photo-products/photobook/price-query'
import styles from './photobook.module.css'

/** Pages added in quick succession (the page-count list, "add spread") ask the price list once. */
const DEBOUNCE_MS = 250

export interface BookPrice {
  key: string
  total: number
  unitPrice: number
}

type PriceState = (BookPrice & { status: 'ok' }) | { key: string; status: 'error'; message: string }

/**
 * The live price (spec: "live price from /web-api/photobook-price as pages are added") with "incl. VAT,
 * plus shipping". The opening book's price comes with the page, so the first paint shows a price.
 */
export function PhotobookPrice({
  spec,
  amount,
  currency,
  locale,
  shippingHref,
  opening,
}: {
  spec: PhotobookSpec
  amount: number
  currency: ShopCurrency
  locale: LocaleCode
  shippingHref: string
  opening: BookPrice | null
}) {
  const t = useTranslations('Photobook.price')
  const key = photobookPriceQuery(spec, amount, currency)
  const [result, setResult] = useState<PriceState | null>(opening && { ...opening, status: 'ok' })

  useEffect(() => {
    if (result?.key === key) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      fetch(`/web-api/photobook-price?${key}`, { signal: controller.signal })
        .then(async (response) => {
          const body = (await response.json().catch(() => ({}))) as {
            total?: number
            unitPrice?: number
            error?: { message?: string }
          }
          if (response.ok && typeof body.total === 'number' && typeof body.unitPrice === 'number') {
            setResult({ key, status: 'ok', total: body.total, unitPrice: body.unitPrice })
          } else {
            setResult({ key, status: 'error', message: body.error?.message ?? response.statusText })
          }
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) setResult({ key, status: 'error', message: String(error) })
        })
    }, DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
    // `result` is read only to skip a fetch for the price already shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])

  const shown = result?.key === key ? result : null
  return (
    <div
      className={styles.price}
      data-testid="photobook-price"
      aria-live="polite"
      data-state={shown?.status ?? 'loading'}
    >
      {shown?.status === 'ok' ? (
        <>
          <p className={styles.amount}>{formatMoney(shown.total, locale, currency)}</p>
          {amount > 1 && (
            <p className={styles.hint}>
              {t('perBook', { price: formatMoney(shown.unitPrice, locale, currency) })}
            </p>
          )}
        </>
      ) : shown?.status === 'error' ? (
        <p role="alert">{t('error', { message: shown.message })}</p>
      ) : (
        // A price for the previous book would mislead: say it is being worked out.
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
