import { and, asc, count, eq } from 'drizzle-orm'
import { z } from 'zod'
import type { ShopLocaleCode } from '@/lib/config/locales'
import { customerAddresses, type CustomerAddressRow } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import type { AddressCountry } from '@/lib/model/countries'
import { messagesFor } from '@/lib/i18n/messages'
import { ShopError } from '@/lib/shop/common/errors'
import { addressInputSchema, type AddressInput } from './schema'

/** Postcode shapes of the delivery countries (spec section 9); the checkout keeps its own copy. */
export const POSTCODE_PATTERNS: Record<AddressCountry, RegExp> = {
  DE: /^\d{5}$/,
  AT: /^\d{4}$/,
  CH: /^\d{4}$/,
  LI: /^94(8[5-9]|9[0-8])$/,
  LU: /^(L-?)?\d{4}$/i,
  FR: /^\d{5}$/,
  IT: /^\d{5}$/,
  BE: /^\d{4}$/,
  NL: /^\d{4} ?[A-Z]{2}$/i,
  ES: /^\d{5}$/,
  // ZIP or ZIP+4 (issue 27).
  US: /^\d{5}(-\d{4})?$/,
}
export const MAX_ADDRESSES = 20

export function postcodeFits(country: AddressCountry, postcode: string): boolean {
  return POSTCODE_PATTERNS[country].test(postcode.trim())
}

export function listAddresses(db: Db, customerId: string): Promise<CustomerAddressRow[]> {
  return db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(asc(customerAddresses.id))
}

export async function addAddress(
  db: Db,
  customerId: string,
  input: AddressInput,
  locale: ShopLocaleCode,
): Promise<CustomerAddressRow> {
  const data = addressInputSchema.parse(input)
  const t = messagesFor(locale).Account.addresses
  if (!postcodeFits(data.country, data.postcode))
    throw new ShopError(t.postcodeInvalid, { status: 422, field: 'postcode' })
  // A US address names its state; no other country has one to name.
  if ((data.country === 'US') !== (data.state !== undefined))
    throw new ShopError(data.country === 'US' ? t.stateRequired : t.stateNotUs, {
      status: 422,
      field: 'state',
    })
  return db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customerId))
    if (n >= MAX_ADDRESSES) throw new ShopError(t.limit, { status: 409 })
    const [row] = await tx
      .insert(customerAddresses)
      .values({ customerId, ...data, postcode: data.postcode.toUpperCase() })
      .returning()
    if (!row) throw new Error('address insert returned nothing')
    return row
  })
}

/** Deletes one of the customer's own addresses; someone else's id is simply not found. */
export async function deleteAddress(db: Db, customerId: string, id: number): Promise<{ deleted: boolean }> {
  const rows = await db
    .delete(customerAddresses)
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)))
    .returning({ id: customerAddresses.id })
  return { deleted: rows.length > 0 }
}

/** A checkout address as the address book stores it (the checkout's addressLine2 is its addition). */
export interface CheckoutAddressLike {
  firstName: string
  lastName: string
  company?: string
  street: string
  addressLine2?: string
  postcode: string
  city: string
  state?: AddressInput['state']
  phone?: string
  country: AddressCountry
}

/** The book's row as the checkout form's fields, to prefill them. */
export function toCheckoutAddress(row: CustomerAddressRow): CheckoutAddressLike & { id: number } {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    ...(row.company ? { company: row.company } : {}),
    street: row.street,
    ...(row.addition ? { addressLine2: row.addition } : {}),
    postcode: row.postcode,
    city: row.city,
    ...(row.state ? { state: row.state as AddressInput['state'] } : {}),
    ...(row.phone ? { phone: row.phone } : {}),
    country: row.country,
  }
}

const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase()

function sameAddress(row: CustomerAddressRow, a: CheckoutAddressLike): boolean {
  return (
    row.country === a.country &&
    sameText(row.firstName, a.firstName) &&
    sameText(row.lastName, a.lastName) &&
    sameText(row.company, a.company) &&
    sameText(row.street, a.street) &&
    sameText(row.addition, a.addressLine2) &&
    sameText(row.postcode, a.postcode) &&
    sameText(row.city, a.city)
  )
}

/**
 * After an order, the signed-in customer's checkout addresses go into the address book unless one like
 * it is there. The order is placed already: a full book or an address the book refuses is skipped, not
 * reported as a failed order. Returns how many were added.
 */
export async function rememberAddresses(
  db: Db,
  customerId: string,
  addresses: readonly CheckoutAddressLike[],
  locale: ShopLocaleCode,
): Promise<number> {
  let added = 0
  for (const a of addresses) {
    const book = await listAddresses(db, customerId)
    if (book.some((row) => sameAddress(row, a))) continue
    const { addressLine2, ...rest } = a
    try {
      await addAddress(
        db,
        customerId,
        { ...rest, ...(addressLine2 ? { addition: addressLine2 } : {}) },
        locale,
      )
      added += 1
    } catch (error) {
      if (!(error instanceof ShopError) && !(error instanceof z.ZodError)) throw error
    }
  }
  return added
}
