'use client'

import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import type { LocaleCode } from '@/lib/config/locales'
import { formatMoney } from '@/lib/i18n/format'
import type { PhotoPrintItem } from '@/lib/shop/design-print/design/photo-prints-spec'
import { PHOTO_PRINTS_MAX_AMOUNT } from '@/lib/shop/photo-products/photo-prints/config'
import type { ShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'
import { setPrice, type PriceTable } from './group-prices'
import priceStyles from '@/components/editor/live-price.module.css'
import styles from './photo-prints.module.css'

/**
 * The running total (every print times its copies, times the sets), the number of photos and
 * prints, the sets, and the cart button; on a phone it stays at the bottom of the screen.
 */
export function PrintsSummary({
  table,
  items,
  sets,
  onSets,
  locale,
  currency,
  shippingHref,
  children,
}: {
  table: PriceTable
  items: readonly PhotoPrintItem[]
  sets: number
  onSets: (sets: number) => void
  locale: LocaleCode
  currency: ShopCurrency
  shippingHref: string
  children: ReactNode
}) {
  const t = useTranslations('PhotoPrints.price')
  const set = setPrice(table, items)
  return (
    <section className={styles.summary} aria-label={t('sets')}>
      <div className={priceStyles.price} data-testid="photoprints-price" aria-live="polite">
        <p className={priceStyles.amount}>
          {set.total === null ? '–' : formatMoney(set.total * sets, locale, currency)}
        </p>
        <p className={styles.hint} data-testid="photoprints-count">
          {t('count', { photos: items.length, prints: set.prints * sets })}
        </p>
        {sets > 1 && set.total !== null && (
          <p className={styles.hint}>{t('perSet', { price: formatMoney(set.total, locale, currency) })}</p>
        )}
        <p className={styles.hint}>
          {t('vat')}{' '}
          <a href={shippingHref} target="_blank" rel="noopener">
            {t('shipping')}
          </a>
        </p>
      </div>
      <label className={`${styles.field} ${styles.copies}`} title={t('setsHint')}>
        <span>{t('sets')}</span>
        <select data-testid="photoprints-sets" value={sets} onChange={(e) => onSets(Number(e.target.value))}>
          {Array.from({ length: PHOTO_PRINTS_MAX_AMOUNT }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      {children}
    </section>
  )
}
