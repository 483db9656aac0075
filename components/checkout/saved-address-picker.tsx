'use client'

import { useTranslations } from 'next-intl'
import type { CheckoutCustomer } from '@/lib/api/pages/sales'
import styles from './checkout.module.css'

export type SavedAddress = CheckoutCustomer['addresses'][number]

/** The fields a saved address fills; optional ones it lacks are emptied. */
export const ADDRESS_KEYS = [
  'firstName',
  'lastName',
  'company',
  'street',
  'addressLine2',
  'postcode',
  'city',
  'state',
  'phone',
  'country',
] as const satisfies readonly (keyof SavedAddress)[]

/** A saved address as form values (the book's id is not part of the order). */
export function withoutId(address: SavedAddress | undefined): Omit<SavedAddress, 'id'> | undefined {
  if (!address) return undefined
  const { id: _id, ...rest } = address
  return rest
}

const oneLine = (a: SavedAddress, countryNames: Partial<Record<string, string>>) =>
  [
    `${a.firstName} ${a.lastName}`,
    a.company,
    a.street,
    `${a.postcode} ${a.city}`,
    countryNames[a.country] ?? a.country,
  ]
    .filter(Boolean)
    .join(', ')

/**
 * A signed-in customer's address book above an address's fields: choosing one fills every field.
 * Nothing shows for a guest or an empty book.
 */
export function SavedAddressPicker({
  id,
  addresses,
  countryNames,
  onPick,
}: {
  id: string
  addresses: readonly SavedAddress[]
  countryNames: Partial<Record<string, string>>
  onPick: (address: SavedAddress) => void
}) {
  const t = useTranslations('Checkout')
  if (addresses.length === 0) return null
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{t('savedAddress')}</label>
      <select
        id={id}
        className={styles.input}
        defaultValue=""
        data-testid={id}
        onChange={(event) => {
          const picked = addresses.find((a) => String(a.id) === event.target.value)
          if (picked) onPick(picked)
        }}
      >
        <option value="">{t('savedAddressPick')}</option>
        {addresses.map((a) => (
          <option key={a.id} value={a.id}>
            {oneLine(a, countryNames)}
          </option>
        ))}
      </select>
    </div>
  )
}
