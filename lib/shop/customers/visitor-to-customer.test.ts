import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLoginThrottle } from '@/lib/auth/throttle'
import { customers, wishlistItems } from '@/lib/db/schema'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { addToWishlist, listWishlist } from '@/lib/shop/catalogue/wishlist'
import { anonymiseCustomer, customerAnonymiserNames, registerCustomerAnonymiser } from './anonymise'
import { deleteCustomer } from './customer-data'
import type { CustomerDeps } from './deps'
import { logInCustomer } from './log-in'
import { signedInHookNames } from './signed-in-hooks'
import { signUpCustomer } from './sign-up'
import { PASSWORD, signedInCustomer, testDeps } from './testing/customer-test-kit'

let handle: DbHandle
let deps: CustomerDeps
beforeAll(async () => {
  handle = await openCatalogueTestDb()
  deps = testDeps(handle.db)
})
afterAll(() => handle.close())

describe('visitor to customer', () => {
  it('registers the wishlist merge and the wishlist anonymiser', () => {
    expect(signedInHookNames()).toContain('wishlist')
    expect(customerAnonymiserNames()).toContain('wishlist')
  })

  it('moves the visitor wishlist into the account at login', async () => {
    const { customer } = await signedInCustomer(deps, 'merge@example.com')
    const visitorKey = randomUUID()
    await addToWishlist(handle.db, { visitorKey }, 101)
    await addToWishlist(handle.db, { visitorKey }, 104)
    await logInCustomer(
      deps,
      { email: 'merge@example.com', password: PASSWORD },
      {
        locale: 'de-DE',
        visitorKey,
        address: 'local',
        headers: new Headers(),
        throttle: createLoginThrottle(),
      },
    )
    expect(
      (await listWishlist(handle.db, { customerId: customer.id }, 'de-DE')).map((d) => d.id).sort(),
    ).toEqual([101, 104])
    expect(await listWishlist(handle.db, { visitorKey }, 'de-DE')).toEqual([])
  })

  it('moves it at sign-up, but not into an existing account via a duplicate sign-up', async () => {
    const visitorKey = randomUUID()
    await addToWishlist(handle.db, { visitorKey }, 101)
    const scope = { brand: 'card' as const, locale: 'de-DE' as const, visitorKey }
    await signUpCustomer(
      deps,
      { email: 'visitor@example.com', password: PASSWORD, firstName: 'V', lastName: 'K' },
      scope,
    )
    const [row] = await handle.db.select().from(customers).where(eq(customers.email, 'visitor@example.com'))
    expect(await listWishlist(handle.db, { customerId: row!.id }, 'de-DE')).toHaveLength(1)

    const other = randomUUID()
    await addToWishlist(handle.db, { visitorKey: other }, 104)
    await signUpCustomer(
      deps,
      { email: 'visitor@example.com', password: PASSWORD, firstName: 'X', lastName: 'Y' },
      { ...scope, visitorKey: other },
    )
    expect(await listWishlist(handle.db, { customerId: row!.id }, 'de-DE')).toHaveLength(1)
    expect(await listWishlist(handle.db, { visitorKey: other }, 'de-DE')).toHaveLength(1)
  })

  it('deletes personal data and runs every anonymiser in one transaction', async () => {
    const { customer } = await signedInCustomer(deps, 'gone@example.com')
    await addToWishlist(handle.db, { customerId: customer.id }, 101)
    const seen: string[] = []
    registerCustomerAnonymiser('test-orders', async (_tx, id) => {
      seen.push(id)
    })
    await deleteCustomer(deps, customer.id)
    expect(seen).toEqual([customer.id])
    expect(
      await handle.db.select().from(wishlistItems).where(eq(wishlistItems.customerId, customer.id)),
    ).toEqual([])

    // A failing anonymiser leaves everything as it was.
    const { customer: kept } = await signedInCustomer(deps, 'kept@example.com')
    registerCustomerAnonymiser('test-orders', async () => {
      throw new Error('orders unavailable')
    })
    await expect(deleteCustomer(deps, kept.id)).rejects.toThrow('orders unavailable')
    expect(await handle.db.select().from(customers).where(eq(customers.id, kept.id))).toHaveLength(1)
    registerCustomerAnonymiser('test-orders', async () => {})
    expect(await anonymiseCustomer(handle.db, kept.id)).toContain('test-orders')
  })
})
