'use client'

import { useEffect, useRef } from 'react'
import { useTranslations } from 'next-intl'
import type { UseFormRegister, UseFormSetValue } from 'react-hook-form'
import { formatMoney } from '@/lib/i18n/format'
import type { CheckoutInput } from '@/lib/shop/sales/checkout/schema'
import type { CheckoutQuote } from '@/lib/shop/sales/checkout/quote'
import styles from './checkout.module.css'
import type { ShopLocaleCode } from '@/lib/config/locales'

/**
 * A code typed in and redeemed on request; the server quote says whether and how much it takes off.
 * The field keeps its own value (read when redeemed): a code typed before React took the page over
 * (the form works from the first paint, its scripts start after it, ADR 0044) stays and counts.
 */
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
  locale: ShopLocaleCode
  error?: string
}) {
  const t = useTranslations('Checkout')
  const field = useRef<HTMLInputElement>(null)
  const voucher = quote.voucher
  const status = !voucher
    ? null
    : 'discount' in voucher
      ? t('voucherApplied', {
          code: voucher.code,
          amount: formatMoney(voucher.discount, locale, quote.cart.currency),
        })
      : t(`voucherRefused.${voucher.refused as 'unknown'}`)
  const redeem = () => {
    const code = field.current?.value.trim() ?? ''
    setValue('voucherCode', code === '' ? undefined : code, { shouldValidate: true })
  }
  // A code typed before the scripts ran may have been "redeemed" by a click that nothing heard:
  // once React has the page, a code already in the field is redeemed, so it is never silently lost.
  // After a tick: the form's watchers subscribe in their own effects, which run after this one.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if ((field.current?.value.trim() ?? '') !== '') redeem()
    }, 0)
    return () => window.clearTimeout(timer)
    // Only on taking the page over; later changes redeem by click or Enter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <div className={styles.field}>
      <label htmlFor="voucher">{t('voucher')}</label>
      <div className={styles.inline}>
        <input
          ref={field}
          id="voucher"
          className={styles.input}
          autoComplete="off"
          aria-describedby="voucher-status"
          aria-invalid={error || (voucher && !('discount' in voucher)) ? true : undefined}
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
