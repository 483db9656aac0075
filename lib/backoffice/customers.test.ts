import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customers, invoices, orders, staffMembers } from '@/lib/db/schema'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { changeOrderStatus } from '@/lib/shop/sales/orders/change-status'
import { placeOrder } from '@/lib/shop/sales/orders/place-order'
import { fillCart, parsedCheckout } from '@/lib/shop/sales/orders/testing/fixtures'
import { customerProfile, eraseCustomer, searchCustomers } from './customers'
import { createStaffAccount } from './staff'

let handle: DbHandle
beforeAll(async () => {
  handle = await openCatalogueTestDb()
}, 180_000)
afterAll(async () => handle.close())

async function order(email: string, lastName: string, postcode: string) {
  const visitorKey = randomUUID()
  await fillCart(handle.db, visitorKey)
  const checkout = parsedCheckout({
    email,
    billingAddress: { firstName: 'Greta', lastName, street: 'Weg 1', postcode, city: 'Köln', country: 'DE' },
  })
  const { order: placed } = await placeOrder(handle.db, checkout, {
    owner: { visitorKey },
    brand: 'card',
    locale: 'de-DE',
  })
  return placed.number
}

describe('customer search and view (issue 34 point 6)', () => {
  it('finds a guest by name, e-mail, postcode, order number and invoice number; one hit per address', async () => {
    const first = await order('greta.guest@example.com', 'Gastfreund', '50667')
    const second = await order('greta.guest@example.com', 'Gastfreund', '50667')
    const [row] = await handle.db.select({ id: orders.id }).from(orders).where(eq(orders.number, first))
    const [invoice] = await handle.db.select().from(invoices).where(eq(invoices.orderId, row!.id))
    for (const query of [
      'gastfreund',
      'Greta Gast',
      'GRETA.GUEST@',
      '50667',
      first,
      first.toLowerCase(),
      invoice!.number,
    ]) {
      const hits = await searchCustomers(handle.db, query)
      const greta = hits.filter((h) => h.email === 'greta.guest@example.com')
      expect(greta, query).toHaveLength(1)
      expect(greta[0]).toMatchObject({ name: 'Greta Gastfreund', customerId: null, orderCount: 2 })
      expect(greta[0]?.lastOrder?.number).toBe(second)
    }
    expect(await searchCustomers(handle.db, 'x')).toEqual([])
    expect(await searchCustomers(handle.db, '%_%')).toEqual([])
  })

  it('shows an account with its orders under its address and erases it only when asked right and nothing is open', async () => {
    const email = `konto-${randomUUID().slice(0, 6)}@example.com`
    const id = await createStaffAccount(handle.db, email, 'a long passphrase')
    await handle.db.update(customers).set({ name: 'Karla Konto' }).where(eq(customers.id, id))
    const number = await order(email, 'Konto', '10115')
    expect((await searchCustomers(handle.db, 'karla'))[0]).toMatchObject({ customerId: id, orderCount: 0 })
    expect((await searchCustomers(handle.db, number))[0]).toMatchObject({ customerId: id, orderCount: 1 })
    const profile = await customerProfile(handle.db, id)
    expect(profile).toMatchObject({ email, openOrders: [number] })
    expect(profile?.orders.map((o) => o.number)).toEqual([number])
    expect(await customerProfile(handle.db, 'nope')).toBeNull()
    expect(await eraseCustomer(handle.db, id, 'someone@else.example')).toEqual({
      ok: false,
      reason: 'confirm',
    })
    expect(await eraseCustomer(handle.db, id, email)).toEqual({ ok: false, reason: 'staff' })
    await handle.db.delete(staffMembers).where(eq(staffMembers.customerId, id))
    expect(await eraseCustomer(handle.db, id, email)).toEqual({ ok: false, reason: 'openOrders' })
    await changeOrderStatus(handle.db, number, { to: 'cancelled', reason: 'customer' }, { staffName: 'S' })
    expect(await eraseCustomer(handle.db, id, ` ${email.toUpperCase()} `)).toEqual({ ok: true })
    expect(await customerProfile(handle.db, id)).toBeNull()
    const [kept] = await handle.db.select().from(orders).where(eq(orders.number, number))
    expect(kept?.email).not.toBe(email)
    expect(await searchCustomers(handle.db, number)).toEqual([])
  })
})
