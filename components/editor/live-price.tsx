'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import type { LocaleCode } from '@/lib/config/locales'
import { formatMoney } from '@/lib/i18n/format'
import type { ShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'
import styles from './live-price.module.css'

/** Changes in quick succession (a size typed, pages added, the quantity typed) ask the price list once. */
const DEBOUNCE_MS = 250

export interface PriceAnswer {
  key: string
  total: number
  unitPrice: number
}

type PriceState = (PriceAnswer & { status: 'ok' }) | { key: string; status: 'error'; message: string }

/** The product's words around the price (its own message area). */
export interface PriceTexts {
  loading: string
  error: (message: string) => string
  vat: string
  shipping: string
  /** "… je Kalender" for more than one piece; absent where a line is always one piece. */
  perPiece?: (price: string) => string
}

/** The words every product's price area has (its loading, error, VAT and shipping texts). */
export function usePriceTexts(area: 'WallArt.price' | 'Calendar.price' | 'Photobook.price'): PriceTexts {
  const t = useTranslations(area)
  return {
    loading: t('loading'),
    error: (message) => t('error', { message }),
    vat: t('vat'),
    shipping: t('shipping'),
  }
}

/**
 * The live price of a configurator (wall art, calendar, photo book): `path?query` asked of the price
 * list after changes settle, with "incl. VAT, plus shipping" (sales tax in the US shop) and the
 * shipping table one click away. `opening` is the price the server gave the page for its first
 * query, so the first paint shows a price without a request. Errors come back in the shop's language
 * (the locale header). A price for earlier options is never shown: it says it is being worked out.
 */
export function LivePrice({
  testId,
  path,
  query,
  amount,
  shop: { currency, locale, shippingHref },
  opening,
  texts,
}: {
  testId: string
  path: string
  query: string
  amount: number
  /** The shop's currency and language, and its shipping page. */
  shop: { currency: ShopCurrency; locale: LocaleCode; shippingHref: string }
  opening: PriceAnswer | null
  texts: PriceTexts
}) {
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
      data-testid={testId}
      aria-live="polite"
      data-state={shown?.status ?? 'loading'}
    >
      {shown?.status === 'ok' ? (
        <>
          <p className={styles.amount}>{formatMoney(shown.total, locale, currency)}</p>
          {amount > 1 && texts.perPiece && (
            <p className={styles.note}>{texts.perPiece(formatMoney(shown.unitPrice, locale, currency))}</p>
          )}
        </>
      ) : shown?.status === 'error' ? (
        <p role="alert">{texts.error(shown.message)}</p>
      ) : (
        <p className={styles.amount} aria-busy="true">
          {texts.loading}
        </p>
      )}
      <p className={styles.note}>
        {texts.vat}{' '}
        <a href={shippingHref} target="_blank" rel="noopener">
          {texts.shipping}
        </a>
      </p>
    </div>
  )
}
