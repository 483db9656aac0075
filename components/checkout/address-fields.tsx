'use client'

import { useTranslations } from 'next-intl'
import type { FieldErrors, UseFormRegister } from 'react-hook-form'
import { DELIVERY_COUNTRIES, type DeliveryCountry } from '@/lib/config/shipping'
import type { CheckoutInput } from '@/lib/shop/sales/checkout/schema'
import { Field } from './field'
import { fieldMessage } from './field-errors'
import styles from './checkout.module.css'

type Prefix = 'billingAddress' | 'shippingAddress'

/** Name, street, postcode (checked per country), city and a country from the delivery list. */
export function AddressFields({
  prefix,
  register,
  errors,
  country,
  countryNames,
}: {
  prefix: Prefix
  register: UseFormRegister<CheckoutInput>
  errors: FieldErrors<CheckoutInput>
  country: DeliveryCountry
  countryNames: Record<DeliveryCountry, string>
}) {
  const t = useTranslations('Checkout')
  const own = errors[prefix]
  const message = (name: keyof NonNullable<typeof own>) =>
    fieldMessage(t, `${prefix}.${name}`, own?.[name] as never, country)
  const id = (name: string) => `${prefix}-${name}`
  return (
    <div className={styles.grid}>
      <Field
        id={id('firstName')}
        label={t('firstName')}
        autoComplete={`${section(prefix)} given-name`}
        registration={register(`${prefix}.firstName`)}
        error={message('firstName')}
      />
      <Field
        id={id('lastName')}
        label={t('lastName')}
        autoComplete={`${section(prefix)} family-name`}
        registration={register(`${prefix}.lastName`)}
        error={message('lastName')}
      />
      <Field
        id={id('company')}
        label={t('company')}
        autoComplete={`${section(prefix)} organization`}
        registration={register(`${prefix}.company`, { setValueAs: emptyToUndefined })}
        error={message('company')}
        className={styles.full}
      />
      <Field
        id={id('street')}
        label={t('street')}
        autoComplete={`${section(prefix)} address-line1`}
        registration={register(`${prefix}.street`)}
        error={message('street')}
      />
      <Field
        id={id('addressLine2')}
        label={t('addressLine2')}
        autoComplete={`${section(prefix)} address-line2`}
        registration={register(`${prefix}.addressLine2`, { setValueAs: emptyToUndefined })}
        error={message('addressLine2')}
      />
      <Field
        id={id('postcode')}
        label={t('postcode')}
        autoComplete={`${section(prefix)} postal-code`}
        registration={register(`${prefix}.postcode`)}
        error={message('postcode')}
      />
      <Field
        id={id('city')}
        label={t('city')}
        autoComplete={`${section(prefix)} address-level2`}
        registration={register(`${prefix}.city`)}
        error={message('city')}
      />
      <div className={styles.field}>
        <label htmlFor={id('country')}>{t('country')}</label>
        <select
          id={id('country')}
          className={styles.input}
          autoComplete={`${section(prefix)} country`}
          {...register(`${prefix}.country`)}
        >
          {DELIVERY_COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {countryNames[code]}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}

const section = (prefix: Prefix) => (prefix === 'billingAddress' ? 'billing' : 'shipping')

export function emptyToUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value
}
