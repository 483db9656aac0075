'use client'

import { useTranslations } from 'next-intl'
import type { FieldErrors, UseFormRegister } from 'react-hook-form'
import type { DeliveryCountry } from '@/lib/config/shipping'
import { US_STATES } from '@/lib/config/us-states'
import type { CheckoutInput } from '@/lib/shop/sales/checkout/schema'
import { Field, SelectField } from './field'
import { fieldMessage } from './field-errors'
import styles from './checkout.module.css'

type Prefix = 'billingAddress' | 'shippingAddress'
type TextName =
  'firstName' | 'lastName' | 'company' | 'street' | 'addressLine2' | 'postcode' | 'city' | 'phone'

const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.code, label: state.name }))

/**
 * One address in the order its country writes it. Europe: name, street, postcode (checked per
 * country), city. The US (USPS order): name, street, apt/suite, city, state from the list, ZIP or
 * ZIP+4, an optional phone for the carrier. The country is a choice among the shop's delivery
 * countries, or plain text where the shop delivers to one country only (the US shop).
 */
export function AddressFields({
  prefix,
  register,
  errors,
  country,
  countries,
  countryNames,
}: {
  prefix: Prefix
  register: UseFormRegister<CheckoutInput>
  errors: FieldErrors<CheckoutInput>
  country: DeliveryCountry
  /** The countries this shop delivers to, its own first. */
  countries: readonly DeliveryCountry[]
  countryNames: Partial<Record<DeliveryCountry, string>>
}) {
  const t = useTranslations('Checkout')
  const own = errors[prefix]
  const message = (name: TextName | 'state') =>
    fieldMessage(t, `${prefix}.${name}`, own?.[name] as never, country)
  const id = (name: string) => `${prefix}-${name}`
  const autoComplete = (token: string) => `${prefix === 'billingAddress' ? 'billing' : 'shipping'} ${token}`
  const input = (
    name: TextName,
    token: string,
    options: { optional?: boolean; full?: boolean; hint?: string; type?: string } = {},
  ) => (
    <Field
      id={id(name)}
      label={t(name)}
      type={options.type}
      hint={options.hint}
      autoComplete={autoComplete(token)}
      registration={register(
        `${prefix}.${name}`,
        options.optional ? { setValueAs: emptyToUndefined } : undefined,
      )}
      error={message(name)}
      className={options.full ? styles.full : undefined}
    />
  )
  const us = country === 'US'
  return (
    <div className={styles.grid}>
      {input('firstName', 'given-name')}
      {input('lastName', 'family-name')}
      {input('company', 'organization', { optional: true, full: true })}
      {input('street', 'address-line1', { full: us })}
      {input('addressLine2', 'address-line2', { optional: true, full: us })}
      {us ? (
        <>
          {input('city', 'address-level2')}
          <SelectField
            id={id('state')}
            label={t('state')}
            placeholder={t('statePlaceholder')}
            options={STATE_OPTIONS}
            autoComplete={autoComplete('address-level1')}
            registration={register(`${prefix}.state`, { setValueAs: emptyToUndefined })}
            error={message('state')}
          />
          {input('postcode', 'postal-code', { hint: t('zipHint') })}
          {input('phone', 'tel', { optional: true, type: 'tel', hint: t('phoneHint') })}
        </>
      ) : (
        <>
          {input('postcode', 'postal-code')}
          {input('city', 'address-level2')}
        </>
      )}
      {countries.length === 1 ? (
        <div className={`${styles.field} ${styles.full}`}>
          <span className={styles.label}>{t('country')}</span>
          <span data-testid={`${prefix}-country`}>{countryNames[country]}</span>
          {/* The one country still travels with the address; there is nothing to choose. */}
          <input type="hidden" defaultValue={country} {...register(`${prefix}.country`)} />
        </div>
      ) : (
        <SelectField
          id={id('country')}
          label={t('country')}
          options={countries.map((code) => ({ value: code, label: countryNames[code] ?? code }))}
          autoComplete={autoComplete('country')}
          registration={register(`${prefix}.country`)}
        />
      )}
    </div>
  )
}

export function emptyToUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value
}
