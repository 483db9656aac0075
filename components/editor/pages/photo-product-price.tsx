'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import type { LocaleCode } from '@/lib/config/locales'
import { formatMoney } from '@/lib/i18n/format'
import type { ShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'
import styles from './pages.module.css'

/** Options changed in quick succession (a year, pages added, the quantity typed) ask the price list once. */
const DEBOUNCE_MS = 250

/** Each multi-page product's price endpoint and the message area of its price texts. */
const PRICES = {
  calendar: { path: '/web-api/calendar-price', texts: 'Calendar.price' },
  photobook: { path: '/web-api/photobook-price', texts: 'Photobook.price' },
} as const

export interface PhotoProductPriceAnswer {
  key: string
  total: number
  unitPrice: number
}

type PriceState =
  (PhotoProductPriceAnswer & { status: 'ok' }) | { key: string; status: 'error'; message: string }

/**
 * The live price of a calendar or photo book from its price endpoint, with "incl. VAT, plus shipping"
 * (sales tax in the US shop). `query` is the product's price query (calendarPriceSearch,
 * photobookPriceQuery), the same the server priced the opening design with, so the first paint
 * shows a price without a request. Errors come back in the shop's language (the locale header).
 */
export function PhotoProductPrice({
  kind,
  query,
  amount,
  currency,
  locale,
  shippingHref,
  opening,
}: {
  kind: keyof typeof PRICES
  query: string
  amount: number
  currency: ShopCurrency
  locale: LocaleCode
  shippingHref: string
  opening: PhotoProductPriceAnswer | null
}) {
  const { path, texts } = PRICES[kind]
  const t = useTranslations(texts)
  const [result, setResult] = useState<PriceState | null>(opening && { ...opening, status: 'ok' })

  useEffect(() => {
    if (result?.key === query) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      fetch(`${path}?${query}`, { signal: controller.signal, headers: { locale } })
        .then(async (response) => {
          const body = (await response.json().catch(() => ({}))) as {
            total?: number
            unitPrice?: number
            error?: { message?: string }
          }
          if (response.ok && typeof body.total === 'number' && typeof body.unitPrice === 'number') {
            setResult({ key: query, status: 'ok', total: body.total, unitPrice: body.unitPrice })
          } else {
            setResult({ key: query, status: 'error', message: body.error?.message ?? response.statusText })
          }
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) setResult({ key: query, status: 'error', message: String(error) })
        })
    }, DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
    // `result` is read only to skip a fetch for the price already shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path, query, locale])

  const shown = result?.key === query ? result : null
  return (
    <div
      className={styles.price}
      data-testid={`${kind}-price`}
      aria-live="polite"
      data-state={shown?.status ?? 'loading'}
    >
      {shown?.status === 'ok' ? (
        <>
          <p className={styles.amount}>{formatMoney(shown.total, locale, currency)}</p>
          {amount > 1 && (
            <p className={styles.cartHint}>
              {t('perPiece', { price: formatMoney(shown.unitPrice, locale, currency) })}
            </p>
          )}
        </>
      ) : shown?.status === 'error' ? (
        <p role="alert">{t('error', { message: shown.message })}</p>
      ) : (
        // A price for the previous options would mislead: say it is being worked out.
        <p className={styles.amount} aria-busy="true">
          {t('loading')}
        </p>
      )}
      <p className={styles.cartHint}>
        {t('vat')}{' '}
        <a href={shippingHref} target="_blank" rel="noopener">
          {t('shipping')}
        </a>
      </p>
    </div>
  )
}
