'use client'

import { useState } from 'react'
import { useTranslations } from 'next-intl'
import type { UseFormRegister, UseFormSetValue } from 'react-hook-form'
import { formatMoney } from '@/lib/i18n/format'
import type { CheckoutInput } from '@/lib/shop/checkout/schema'
import type { CheckoutQuote } from '@/lib/shop/checkout/quote'
import styles from './checkout.module.css'

/** A code typed in and redeemed on request; the server quote says whether and how much it takes off. */
export function VoucherField({
  register,
  setValue,
  quote,
  locale,
  error,
}: {
  register: UseFormRegister<CheckoutInput>
  setValue: UseFormSetValue<CheckoutInput>
  quote: CheckoutQuote
  locale: string
  error?: string
}) {
  const t = useTranslations('Checkout')
  const [code, setCode] = useState('')
  const voucher = quote.voucher
  const status = !voucher
    ? null
    : 'discount' in voucher
      ? t('voucherApplied', {
          code: voucher.code,
          amount: formatMoney(voucher.discount, locale as 'de-DE', quote.cart.currency),
        })
      : t(`voucherRefused.${voucher.refused as 'unknown'}`)
  const redeem = () =>
    setValue('voucherCode', code.trim() === '' ? undefined : code.trim(), { shouldValidate: true })
  return (
    <div className={styles.field}>
      <label htmlFor="voucher">{t('voucher')}</label>
      <div className={styles.inline}>
        <input
          id="voucher"
          className={styles.input}
          value={code}
          autoComplete="off"
          aria-describedby="voucher-status"
          aria-invalid={error || (voucher && !('discount' in voucher)) ? true : undefined}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              redeem()
            }
          }}
        />
        <button type="button" className="button button--ghost" onClick={redeem}>
          {t('redeem')}
        </button>
      </div>
      <input
        type="hidden"
        {...register('voucherCode', { setValueAs: (v: unknown) => (v === '' ? undefined : v) })}
      />
      <span
        id="voucher-status"
        className={voucher && 'discount' in voucher ? styles.hint : styles.error}
        aria-live="polite"
      >
        {error ?? status}
      </span>
    </div>
  )
}
