'use client'

import { useTranslations } from 'next-intl'
import type { UseFormRegister } from 'react-hook-form'
import { PAYMENT_TERM_DAYS, type DeliveryCountry, type ShippingRates } from '@/lib/config/shipping'
import { formatMoney } from '@/lib/i18n/format'
import type { CheckoutInput } from '@/lib/shop/sales/checkout/schema'
import type { CheckoutQuote } from '@/lib/shop/sales/checkout/quote'
import type { ShippingMethod } from '@/lib/shop/sales/pricing/schema'
import { deliveryWindowText } from '@/lib/shop/sales/orders/delivery-window'
import { PAYMENT_METHODS } from '@/lib/model/orders'
import styles from './checkout.module.css'
import type { ShopLocaleCode } from '@/lib/config/locales'

interface Props {
  quote: CheckoutQuote
  locale: ShopLocaleCode
  register: UseFormRegister<CheckoutInput>
}

/**
 * Standard, express and Saturday express with price and delivery date; unavailable ones disabled.
 * Where the shop's config states business days per method (the US shop), those are the hint and the
 * methods it does not name are not offered at all.
 */
export function ShippingChoices({
  quote,
  locale,
  register,
  country,
  deliveryDays,
}: Props & { country: string; deliveryDays?: ShippingRates['deliveryDays'] }) {
  const t = useTranslations('Checkout')
  const money = (minor: number) => formatMoney(minor, locale, quote.cart.currency)
  const days = (method: string) =>
    deliveryDays && (method === 'standard' || method === 'express') ? deliveryDays[method] : null
  const hint = (method: ShippingMethod) => {
    const range = days(method)
    return range ? t('methodDays', { from: range.from, to: range.to }) : t(`methodHint.${method}`)
  }
  const methods = deliveryDays ? quote.shippingMethods.filter((m) => days(m.method)) : quote.shippingMethods
  return (
    <div className={styles.choices}>
      {methods.map(({ method, available, price, delivery }) => (
        <label key={method} className={styles.choice} data-disabled={!available || undefined}>
          <input type="radio" value={method} disabled={!available} {...register('shippingMethod')} />
          <span className={styles.choiceText}>
            <strong>
              {t(`methods.${method}`)} {available && price !== null ? `– ${money(price)}` : ''}
            </strong>
            <span className={styles.hint}>{hint(method)}</span>
            <span className={styles.hint}>
              {available
                ? t('delivery', { window: deliveryWindowText(delivery, locale) })
                : t('notOffered', { country })}
            </span>
          </span>
        </label>
      ))}
    </div>
  )
}

/** Invoice (from the minimum, else disabled with the reason) or prepayment by bank transfer. */
export function PaymentChoices({ quote, locale, register }: Props) {
  const t = useTranslations('Checkout')
  const minimum = formatMoney(quote.invoiceMinimum, locale, quote.cart.currency)
  return (
    <div className={styles.choices}>
      {PAYMENT_METHODS.map((method) => {
        const disabled = method === 'invoice' && !quote.invoiceAllowed
        return (
          <label key={method} className={styles.choice} data-disabled={disabled || undefined}>
            <input
              type="radio"
              value={method}
              disabled={disabled}
              aria-describedby={`payment-${method}-hint`}
              {...register('paymentMethod')}
            />
            <span className={styles.choiceText}>
              <strong>{t(`payment.${method}`)}</strong>
              <span id={`payment-${method}-hint`} className={styles.hint}>
                {disabled
                  ? t('invoiceMinimum', { amount: minimum })
                  : t(`paymentHint.${method}`, { days: PAYMENT_TERM_DAYS })}
              </span>
            </span>
          </label>
        )
      })}
    </div>
  )
}

export type { DeliveryCountry }
