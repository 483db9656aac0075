'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import type { LocaleCode } from '@/lib/config/locales'
import { formatMoney } from '@/lib/i18n/format'
import type { WallArtSpec } from '@/lib/shop/design-print/design/wall-art'
import type { ShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'
import { useWallArt } from './use-wall-art'
import styles from './wall-art.module.css'

/** Changes in quick succession (a size typed, frames tried) ask the price list once. */
const DEBOUNCE_MS = 250

type PriceState =
  | { key: string; status: 'ok'; total: number; unitPrice: number }
  | { key: string; status: 'error'; message: string }

/** The /price-api/prices/article query of a spec: the same options the cart line is priced with. */
export function articleQuery(spec: WallArtSpec, currency: ShopCurrency, quantity = 1): string {
  const params = new URLSearchParams({
    materialType: spec.material,
    format: `${spec.widthMm}x${spec.heightMm}`,
    quantity: String(quantity),
    currency,
  })
  if (spec.frame) {
    params.set('frameType', spec.frame.type)
    params.set('frameColour', spec.frame.colour)
    params.set('matSize', String(spec.frame.matSize))
    params.set('matType', spec.frame.matType)
  }
  return params.toString()
}

/** The live price with "incl. VAT, plus shipping" and the shipping table one click away. */
export function WallArtPrice({
  currency,
  locale,
  shippingHref,
}: {
  currency: ShopCurrency
  locale: LocaleCode
  shippingHref: string
}) {
  const t = useTranslations('WallArt.price')
  const [spec] = useWallArt()
  const key = articleQuery(spec, currency)
  const [result, setResult] = useState<PriceState | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    const timer = setTimeout(() => {
      fetch(`/price-api/prices/article?${key}`, { signal: controller.signal })
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
  }, [key])

  const shown = result?.key === key ? result : null
  return (
    <div
      className={styles.price}
      data-testid="wallart-price"
      aria-live="polite"
      data-state={shown?.status ?? 'loading'}
    >
      {shown?.status === 'ok' ? (
        <p className={styles.amount}>{formatMoney(shown.total, locale, currency)}</p>
      ) : shown?.status === 'error' ? (
        <p role="alert">{t('error', { message: shown.message })}</p>
      ) : (
        // A price for the previous choice would mislead: say it is being worked out.
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
