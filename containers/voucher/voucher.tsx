import { getTranslations } from 'next-intl/server'
import { z } from 'zod'
import { formatDate, formatMoney } from '@/lib/i18n/format'
import { text } from '../shared/fields'
import { defineContainer, type ContainerContext } from '../types'
import styles from './voucher.module.css'

/**
 * A voucher offer from the story: a headline, what it gives, the code to type at checkout and, when
 * set, the last day and the minimum order (in the page's currency). Without a code nothing renders.
 * Whether the code is valid is the checkout's business, not this block's.
 */
export const voucherSchema = z.object({
  headline: text,
  text,
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{0,32}$/)
    .default(''),
  validUntil: z.iso.date().optional().catch(undefined),
  minimumOrderMinor: z.number().int().positive().optional(),
})
interface VoucherData {
  headline: string
  text: string
  code: string
  validUntil?: string
  minimumOrderMinor?: number
}

async function Voucher({ data, ctx }: { data: VoucherData; ctx: ContainerContext }) {
  const t = await getTranslations({ locale: ctx.locale, namespace: 'Content.voucher' })
  return (
    <section className={`container ${styles.root}`} data-container="voucher">
      <div className={styles.card}>
        {data.headline && <h2>{data.headline}</h2>}
        {data.text && <p>{data.text}</p>}
        <p className={styles.code}>
          <span>{t('code')}</span> <strong>{data.code}</strong>
        </p>
        {(data.validUntil || data.minimumOrderMinor) && (
          <p className={styles.terms}>
            {data.validUntil && t('validUntil', { date: formatDate(new Date(data.validUntil), ctx.locale) })}
            {data.validUntil && data.minimumOrderMinor && ' · '}
            {data.minimumOrderMinor &&
              t('minimum', { amount: formatMoney(data.minimumOrderMinor, ctx.locale) })}
          </p>
        )}
      </div>
    </section>
  )
}

export const voucher = defineContainer({
  schema: voucherSchema,
  transform: (data): VoucherData | null => (data.code ? { ...data, code: data.code.toUpperCase() } : null),
  Component: Voucher,
})
