import { useTranslations } from 'next-intl'
import type { BasketCurrency, TaxMode } from '@/lib/config/shipping'
import { formatMoney } from '@/lib/i18n/format'
import type { VatAmount } from '@/lib/shop/sales/pricing/money'
import type { SalesTax } from '@/lib/shop/sales/pricing/sales-tax'
import styles from './cart.module.css'
import type { ShopLocaleCode } from '@/lib/config/locales'

export interface SummaryRow {
  label: string
  amount: number
  negative?: boolean
  free?: string
  /** Said instead of an amount ("calculated at checkout"). */
  text?: string
  testId?: string
}

/** A tax rate in the reader's notation: "8.875%" in en-US, "8,875 %" in German. */
export function formatTaxRate(basisPoints: number, locale: ShopLocaleCode): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 }).format(
    basisPoints / 10_000,
  )
}

/**
 * The sales-tax row of a US summary (ADR 0063): "Sales tax (NY, 8.875%)" with its amount once the
 * destination state is known, before that `pending` in place of an amount. No row in VAT shops.
 * `t` is the Cart namespace's.
 */
export function salesTaxRows(
  taxMode: TaxMode,
  salesTax: SalesTax | null,
  t: (key: string, values?: Record<string, string>) => string,
  locale: ShopLocaleCode,
  pending: string,
): SummaryRow[] {
  if (taxMode !== 'sales-tax') return []
  if (!salesTax) return [{ label: t('salesTax'), amount: 0, text: pending, testId: 'sales-tax-row' }]
  return [
    {
      label: t('salesTaxRate', { state: salesTax.state, rate: formatTaxRate(salesTax.basisPoints, locale) }),
      amount: salesTax.amount,
      testId: 'sales-tax-row',
    },
  ]
}

/**
 * Money rows, the total and the VAT contained per rate (spec price notes: "total incl. VAT"). A US
 * summary has no VAT (its prices are net): its sales tax is one of the rows above the total.
 */
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
  currency: BasketCurrency
}) {
  const t = useTranslations('Cart')
  const money = (minor: number) => formatMoney(minor, locale, currency)
  return (
    <dl className={styles.summary}>
      {rows.map((row) => (
        <div key={row.label} className={styles.summaryRow} data-testid={row.testId}>
          <dt>{row.label}</dt>
          <dd>
            {row.text ??
              (row.amount === 0 && row.free ? row.free : `${row.negative ? '−' : ''}${money(row.amount)}`)}
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
