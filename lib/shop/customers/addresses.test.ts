import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDb } from '@/lib/db/test-db'
import type { DbHandle } from '@/lib/db/types'
import { ShopError } from '@/lib/shop/common/errors'
import { addAddress, listAddresses, MAX_ADDRESSES, rememberAddresses, toCheckoutAddress } from './addresses'
import { signedInCustomer, testDeps } from './testing/customer-test-kit'

let handle: DbHandle
beforeAll(async () => {
  handle = await openTestDb()
}, 180_000)
afterAll(() => handle.close())

const us = {
  firstName: 'Jane',
  lastName: 'Doe',
  street: '350 Fifth Avenue',
  addition: 'Suite 5001',
  postcode: '10001-1234',
  city: 'New York',
  state: 'NY',
  phone: '+1 (212) 555-0100',
  country: 'US',
} as const

async function refusal(promise: Promise<unknown>): Promise<{ field?: string; message: string }> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ShopError)
  const shopError = error as ShopError
  expect(shopError.status).toBe(422)
  return { field: shopError.options.field, message: shopError.message }
}

describe('the address book in the US shop (issue 27)', () => {
  it('keeps a US address with its state, ZIP+4 and phone', async () => {
    const { customer } = await signedInCustomer(testDeps(handle.db), 'us-book@example.com')
    await addAddress(handle.db, customer.id, us, 'en-US')
    const [row] = await listAddresses(handle.db, customer.id)
    expect(row).toMatchObject({
      state: 'NY',
      phone: '+1 (212) 555-0100',
      postcode: '10001-1234',
      country: 'US',
    })
  })

  it('wants the state of a US address and refuses one elsewhere, in the shop’s language', async () => {
    const { customer } = await signedInCustomer(testDeps(handle.db), 'us-book-2@example.com')
    const { state: _state, ...stateless } = us
    expect(await refusal(addAddress(handle.db, customer.id, stateless, 'en-US'))).toEqual({
      field: 'state',
      message: "Please select the address's state.",
    })
    const german = { ...stateless, postcode: '80331', city: 'München', country: 'DE' } as const
    expect(await refusal(addAddress(handle.db, customer.id, { ...german, state: 'NY' }, 'de-DE'))).toEqual({
      field: 'state',
      message: 'Einen Bundesstaat gibt es nur bei Adressen in den USA.',
    })
    expect(await refusal(addAddress(handle.db, customer.id, { ...us, postcode: '1000' }, 'en-US'))).toEqual({
      field: 'postcode',
      message: 'Please enter a ZIP code like 10001 or 10001-1234.',
    })
    await addAddress(handle.db, customer.id, german, 'de-DE')
    expect(await listAddresses(handle.db, customer.id)).toMatchObject([{ country: 'DE', state: null }])
  })
})

describe('addresses from the checkout (issue 30 point 10)', () => {
  const home = {
    firstName: 'Erika',
    lastName: 'Mustermann',
    street: 'Heidestraße 17',
    addressLine2: '2. OG',
    postcode: '51147',
    city: 'Köln',
    country: 'DE',
  } as const
  const parents = { ...home, firstName: 'Hans', street: 'Am Markt 1', postcode: '53111', city: 'Bonn' }

  it('keeps billing and shipping address once each, and prefills the checkout from them', async () => {
    const { customer } = await signedInCustomer(testDeps(handle.db), 'checkout-book@example.com')
    expect(await rememberAddresses(handle.db, customer.id, [home, parents], 'de-DE')).toBe(2)
    // The next order with the same addresses (other case, other spaces) adds nothing.
    const again = { ...home, street: ' heidestraße 17 ', city: 'KÖLN' }
    expect(await rememberAddresses(handle.db, customer.id, [again], 'de-DE')).toBe(0)
    const book = await listAddresses(handle.db, customer.id)
    expect(book.map((row) => row.city)).toEqual(['Köln', 'Bonn'])
    const { id: _id, ...prefill } = toCheckoutAddress(book[0]!)
    expect(prefill).toEqual(home)
  })

  it('skips what the book refuses instead of failing the order that was placed', async () => {
    const { customer } = await signedInCustomer(testDeps(handle.db), 'checkout-full@example.com')
    for (let i = 0; i < MAX_ADDRESSES; i += 1)
      await addAddress(handle.db, customer.id, { ...us, street: `${i} Fifth Avenue` }, 'en-US')
    expect(await rememberAddresses(handle.db, customer.id, [home], 'de-DE')).toBe(0)
    expect(await listAddresses(handle.db, customer.id)).toHaveLength(MAX_ADDRESSES)
  })
})
