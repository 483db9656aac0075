import { useTranslations } from 'next-intl'
import { formatMoney } from '@/lib/i18n/format'
import type { VatAmount } from '@/lib/shop/sales/pricing/money'
import styles from './cart.module.css'
import type { ShopLocaleCode } from '@/lib/config/locales'

export interface SummaryRow {
  label: string
  amount: number
  negative?: boolean
  free?: string
}

/** Money rows, the total and the VAT contained per rate (spec price notes: "total incl. VAT"). */
export function MoneySummary({
  rows,
  total,
  totalLabel,
  vat,
  locale,
  currency,
}: {
  rows: SummaryRow[]
  total: number
  totalLabel: string
  vat: VatAmount[]
  locale: ShopLocaleCode
  currency: 'EUR' | 'CHF'
}) {
  const t = useTranslations('Cart')
  const money = (minor: number) => formatMoney(minor, locale, currency)
  return (
    <dl className={styles.summary}>
      {rows.map((row) => (
        <div key={row.label} className={styles.summaryRow}>
          <dt>{row.label}</dt>
          <dd>
            {row.amount === 0 && row.free ? row.free : `${row.negative ? '−' : ''}${money(row.amount)}`}
          </dd>
        </div>
      ))}
      <div className={`${styles.summaryRow} ${styles.total}`}>
        <dt>{totalLabel}</dt>
        <dd data-testid="summary-total">{money(total)}</dd>
      </div>
      {vat
        .filter((v) => v.vat > 0)
        .map((v) => (
          <div key={v.vatBasisPoints} className={`${styles.summaryRow} ${styles.muted}`}>
            <dt>{t('vatIncluded', { rate: `${v.vatBasisPoints / 100} %` })}</dt>
            <dd>{money(v.vat)}</dd>
          </div>
        ))}
    </dl>
  )
}
