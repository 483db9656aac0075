'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import type { LocaleCode } from '@/lib/config/locales'
import { formatMoney } from '@/lib/i18n/format'
import type { ShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'
import styles from '../live-price.module.css'

type Prices = { quantity: number; total: number }[]
type PriceState =
  { key: string; status: 'ok'; prices: Prices } | { key: string; status: 'error'; message: string }

/**
 * The live price from /price-api/prices/photoboxes (ADR 0075): one answer lists the box's price for
 * every number of pictures, so changing the number needs no request, only a new type, size or paper.
 * `query` is photoboxPriceSearch of the box, the same the server priced the opening box with, so the
 * first paint shows a price without a request. The total is one box times the boxes of the line.
 */
export function PhotoboxPrice({
  query,
  pictures,
  boxes,
  currency,
  locale,
  shippingHref,
  opening,
}: {
  query: string
  pictures: number
  boxes: number
  currency: ShopCurrency
  locale: LocaleCode
  shippingHref: string
  opening: { key: string; prices: Prices }
}) {
  const t = useTranslations('Photobox.price')
  const [result, setResult] = useState<PriceState>({ ...opening, status: 'ok' })

  useEffect(() => {
    if (result.key === query) return
    const controller = new AbortController()
    fetch(`/price-api/prices/photoboxes?${query}`, { signal: controller.signal, headers: { locale } })
      .then(async (response) => {
        const body = (await response.json().catch(() => ({}))) as {
          prices?: Prices
          error?: { message?: string }
        }
        if (response.ok && Array.isArray(body.prices)) {
          setResult({ key: query, status: 'ok', prices: body.prices })
        } else {
          setResult({ key: query, status: 'error', message: body.error?.message ?? response.statusText })
        }
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setResult({ key: query, status: 'error', message: String(error) })
      })
    return () => controller.abort()
    // `result` is read only to skip a fetch for the prices already shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, locale])

  const shown = result.key === query ? result : null
  const box = shown?.status === 'ok' ? shown.prices.find((p) => p.quantity === pictures) : undefined
  return (
    <div
      className={styles.price}
      data-testid="photobox-price"
      aria-live="polite"
      data-state={box ? 'ok' : shown?.status === 'error' ? 'error' : 'loading'}
    >
      {box ? (
        <>
          <p className={styles.amount}>{formatMoney(box.total * boxes, locale, currency)}</p>
          {boxes > 1 && (
            <p className={styles.note}>{t('perBox', { price: formatMoney(box.total, locale, currency) })}</p>
          )}
        </>
      ) : shown?.status === 'error' ? (
        <p role="alert">{t('error', { message: shown.message })}</p>
      ) : (
        <p className={styles.note}>{t('loading')}</p>
      )}
      <p className={styles.note}>
        {t('vat')} (<a href={shippingHref}>{t('shipping')}</a>)
      </p>
    </div>
  )
}
