import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLoginThrottle } from '@/lib/auth/throttle'
import { carts, customers, orderLines, orderPrintFiles, orders } from '@/lib/db/schema'
import type { DbHandle } from '@/lib/db/types'
import { addCartItem, getCartView } from '@/lib/shop/sales/cart/cart'
import type { ShopOwner } from '@/lib/shop/common/owner'
import { quantityStepAtLeast } from '@/lib/shop/sales/cart/merge'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { sampleDocumentInput } from '@/lib/shop/design-print/design/testing/fixtures'
import { createGuestList, findGuestList } from '@/lib/shop/design-print/guest-list/guest-lists'
import { placeOrder } from '@/lib/shop/sales/orders/place-order'
import { FOLDED_CARD, READ, parsedCheckout } from '@/lib/shop/sales/orders/testing/fixtures'
import { quoteCardLine } from '@/lib/shop/sales/pricing/card-line'
import {
  createSavedDesign,
  getSavedDesign,
  listSavedDesigns,
} from '@/lib/shop/design-print/saved-designs/saved-designs'
import { jpeg } from '@/lib/shop/design-print/uploads/testing/fixtures'
import { printFileKey } from '@/lib/shop/design-print/print-files/queue'
import { createUpload, findUpload, listUploads } from '@/lib/shop/design-print/uploads/uploads'
import { localStorage } from '@/lib/storage/local-storage'
import type { ObjectStorage } from '@/lib/storage/storage'
import { ShopError } from '@/lib/shop/common/errors'
import { deleteCustomer, deleteCustomerAccount } from './customer-data'
import type { CustomerDeps } from './deps'
import { logInCustomer } from './log-in'
import { signedInHookNames } from './signed-in-hooks'
import { PASSWORD, signedInCustomer, testDeps } from './testing/customer-test-kit'
import { ANONYMISED, OrdersStillOpenError } from './visitor-to-customer'

let handle: DbHandle
let deps: CustomerDeps
let dir: string
let storage: ObjectStorage
beforeAll(async () => {
  handle = await openCatalogueTestDb()
  deps = testDeps(handle.db)
  dir = await mkdtemp(join(tmpdir(), 'account-merge-'))
  storage = localStorage(dir)
})
afterAll(async () => {
  await handle.close()
  await rm(dir, { recursive: true, force: true })
})

const logIn = (email: string, visitorKey: string) =>
  logInCustomer(
    deps,
    { email, password: PASSWORD },
    {
      locale: 'de-DE',
      visitorKey,
      address: 'local',
      headers: new Headers(),
      throttle: createLoginThrottle(),
    },
  )

const card = (quantity: number, paper: 'premium-matt' | 'naturpapier' = 'premium-matt') => ({
  ...FOLDED_CARD,
  options: { ...FOLDED_CARD.options, quantity, paper },
})

describe('cart merge at login', () => {
  it('registers every visitor-to-customer hook', () => {
    expect(signedInHookNames()).toEqual(
      expect.arrayContaining(['wishlist', 'cart', 'saved-designs', 'uploads', 'guest-lists']),
    )
  })

  it('adds up equal lines along the quantity steps, moves the others, and re-prices', async () => {
    const { customer } = await signedInCustomer(deps, 'cart-merge@example.com')
    const me = { visitorKey: null, customerId: customer.id }
    await addCartItem(handle.db, me, card(50), READ)
    await addCartItem(handle.db, me, card(5, 'naturpapier'), READ)
    const visitorKey = randomUUID()
    await addCartItem(handle.db, { visitorKey }, card(50), READ)
    await addCartItem(handle.db, { visitorKey }, card(1, 'naturpapier'), READ)
    await addCartItem(handle.db, { visitorKey }, { ...card(10), designId: 104 }, READ)

    await logIn('cart-merge@example.com', visitorKey)

    const view = await getCartView(handle.db, me, READ)
    const lines = view.items.map((i) => [i.designId, i.quantity]).sort()
    // 50 + 50 = 100 is a step; 5 + 1 = 6 is not, so it becomes the next step, 10.
    expect(lines).toEqual([
      [101, 10],
      [101, 100],
      [104, 10],
    ])
    const hundred = view.items.find((i) => i.quantity === 100)
    expect(hundred?.total).toBe(quoteCardLine({ ...card(100).options, country: 'DE' }).total)
    expect((await getCartView(handle.db, { visitorKey }, READ)).count).toBe(0)
    // One cart per customer, and the visitor's cart is gone.
    expect(await handle.db.select().from(carts).where(eq(carts.visitorKey, visitorKey))).toEqual([])
  })

  it('rounds summed quantities up to the next step, never above the largest', () => {
    expect(quantityStepAtLeast(6)).toBe(10)
    expect(quantityStepAtLeast(250)).toBe(250)
    expect(quantityStepAtLeast(251)).toBe(260)
    expect(quantityStepAtLeast(9000)).toBe(5000)
  })
})

describe('designs, uploads and guest lists move to the customer', () => {
  it('changes the owner at login; the visitor key and other customers reach nothing', async () => {
    const { customer } = await signedInCustomer(deps, 'owner-move@example.com')
    const { customer: other } = await signedInCustomer(deps, 'someone-else@example.com')
    const visitorKey = randomUUID()
    const design = await createSavedDesign(
      handle.db,
      { visitorKey },
      { designId: 101, document: sampleDocumentInput(), options: FOLDED_CARD.options },
    )
    const upload = await createUpload(
      { db: handle.db, storage },
      { bytes: await jpeg(), kind: 'photo', visitorKey },
    )
    const list = await createGuestList(handle.db, {
      bytes: new TextEncoder().encode('Vorname;Nachname\nAda;Lovelace\n'),
      visitorKey,
    })
    await addCartItem(handle.db, { visitorKey }, { kind: 'saved-design', savedDesignId: design.id }, READ)

    await logIn('owner-move@example.com', visitorKey)

    const mine = { visitorKey: null, customerId: customer.id }
    expect(await getSavedDesign(handle.db, { customerId: customer.id }, design.id)).not.toBeNull()
    expect((await listUploads(handle.db, mine)).map((u) => u.id)).toEqual([upload.id])
    expect(await findGuestList(handle.db, list.id, mine)).not.toBeNull()
    // The cart line still points at the (moved) saved design and is priced for the customer.
    expect((await getCartView(handle.db, mine, READ)).items).toEqual([
      expect.objectContaining({ savedDesignId: design.id, quantity: 50 }),
    ])

    expect(await getSavedDesign(handle.db, { visitorKey }, design.id)).toBeNull()
    expect(await listSavedDesigns(handle.db, { visitorKey })).toEqual([])
    expect(await listUploads(handle.db, { visitorKey })).toEqual([])
    expect(await findUpload(handle.db, upload.id, { visitorKey })).toBeNull()
    expect(await findGuestList(handle.db, list.id, { visitorKey })).toBeNull()

    const theirs = { visitorKey, customerId: other.id }
    expect(await getSavedDesign(handle.db, { customerId: other.id }, design.id)).toBeNull()
    expect(await listUploads(handle.db, theirs)).toEqual([])
    expect(await findGuestList(handle.db, list.id, theirs)).toBeNull()
    expect((await getCartView(handle.db, theirs, READ)).count).toBe(0)
  })

  it('moves them at sign-up too', async () => {
    const visitorKey = randomUUID()
    const design = await createSavedDesign(
      handle.db,
      { visitorKey },
      { designId: 101, document: sampleDocumentInput(), options: FOLDED_CARD.options },
    )
    await addCartItem(handle.db, { visitorKey }, card(50), READ)
    const { customer } = await signedInCustomerWithVisitor('at-signup@example.com', visitorKey)
    expect(await getSavedDesign(handle.db, { customerId: customer.id }, design.id)).not.toBeNull()
    expect((await getCartView(handle.db, { visitorKey: null, customerId: customer.id }, READ)).count).toBe(1)
  })
})

async function signedInCustomerWithVisitor(email: string, visitorKey: string) {
  const { signUpCustomer } = await import('./sign-up')
  await signUpCustomer(
    deps,
    { email, password: PASSWORD, firstName: 'Vi', lastName: 'Sitor' },
    { brand: 'card', locale: 'de-DE', visitorKey },
  )
  const { customers } = await import('@/lib/db/schema')
  const [row] = await handle.db.select().from(customers).where(eq(customers.email, email))
  return { customer: row! }
}

async function orderIdOf(number: string): Promise<string> {
  const [row] = await handle.db.select({ id: orders.id }).from(orders).where(eq(orders.number, number))
  return row!.id
}

/** An order of one folded card line, placed by `owner` under `email`. */
async function orderOf(owner: ShopOwner, email: string, quantity: number) {
  await addCartItem(handle.db, owner, card(quantity), READ)
  return placeOrder(handle.db, parsedCheckout({ email }), { owner, brand: 'card', locale: 'de-DE' })
}

describe('account deletion keeps orders anonymised', () => {
  it('replaces names, e-mail and addresses, keeps totals and lines, and leaves others alone', async () => {
    const { customer } = await signedInCustomer(deps, 'leaving@example.com')
    const owner = { visitorKey: null, customerId: customer.id }
    const placed = await orderOf(owner, 'leaving@example.com', 50)
    // A guest order under the same address belongs to the same person.
    const guestKey = randomUUID()
    const guest = await orderOf({ visitorKey: guestKey }, 'Leaving@example.com', 10)
    const otherKey = randomUUID()
    const unrelated = await orderOf({ visitorKey: otherKey }, 'stays@example.com', 10)

    // Delivered and cancelled orders are closed; their print files (names, photos) go with the data.
    await handle.db.update(orders).set({ status: 'delivered' }).where(eq(orders.number, placed.order.number))
    await handle.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.number, guest.order.number))
    const placedId = await orderIdOf(placed.order.number)
    const [line] = await handle.db.select().from(orderLines).where(eq(orderLines.orderId, placedId))
    const printed = printFileKey(placedId, line!.id)
    await handle.db.insert(orderPrintFiles).values({
      orderId: placedId,
      lineId: line!.id,
      state: 'done',
      storageKey: printed,
    })
    await storage.put(printed, new TextEncoder().encode('%PDF-1.7 Leaving'), 'application/pdf')

    await deleteCustomer({ ...deps, storage }, customer.id)

    expect(
      await handle.db.select().from(orderPrintFiles).where(eq(orderPrintFiles.orderId, placedId)),
    ).toEqual([])
    expect(await storage.get(printed)).toBeNull()
    for (const { order } of [placed, guest]) {
      const [row] = await handle.db.select().from(orders).where(eq(orders.number, order.number))
      expect(row).toMatchObject({
        email: ANONYMISED.email,
        customerId: null,
        visitorKey: null,
        total: order.total,
        subtotal: order.subtotal,
        billingAddress: ANONYMISED.address('DE'),
        shippingAddress: ANONYMISED.address('DE'),
      })
      expect(JSON.stringify(row)).not.toMatch(/Mustermann|Heidestraße|leaving@/i)
      const lines = await handle.db.select().from(orderLines).where(eq(orderLines.orderId, row!.id))
      expect(lines.map((l) => [l.quantity, l.total, l.designSnapshot])).toEqual(
        order.lines.map((l) => [l.quantity, l.total, null]),
      )
    }
    const [kept] = await handle.db.select().from(orders).where(eq(orders.number, unrelated.order.number))
    expect(kept).toMatchObject({ email: 'stays@example.com', visitorKey: otherKey })
    expect(await handle.db.select().from(carts).where(eq(carts.customerId, customer.id))).toEqual([])
  })

  it('waits for open orders: refused with their numbers, nothing changed', async () => {
    const { customer, headers } = await signedInCustomer(deps, 'still-waiting@example.com')
    const owner = { visitorKey: null, customerId: customer.id }
    const open = await orderOf(owner, 'still-waiting@example.com', 50)
    const openId = await orderIdOf(open.order.number)
    const linesOf = () => handle.db.select().from(orderLines).where(eq(orderLines.orderId, openId))
    const linesBefore = await linesOf()
    for (const status of ['placed', 'paid', 'in_production'] as const) {
      await handle.db.update(orders).set({ status }).where(eq(orders.number, open.order.number))
      const refused = await deleteCustomer(deps, customer.id).catch((error: unknown) => error)
      expect(refused).toBeInstanceOf(OrdersStillOpenError)
      expect((refused as OrdersStillOpenError).orderNumbers).toEqual([open.order.number])
    }
    // The account page's call: a 409 that names the order, in the shopper's language.
    const asked = await deleteCustomerAccount(
      deps,
      { password: PASSWORD },
      { headers, locale: 'de-DE' },
    ).catch((error: unknown) => error)
    expect(asked).toBeInstanceOf(ShopError)
    expect((asked as ShopError).options).toMatchObject({ status: 409, key: 'orders still open' })
    expect((asked as ShopError).message).toContain(`sobald sie versandt sind (${open.order.number})`)
    expect(await handle.db.select().from(customers).where(eq(customers.id, customer.id))).toHaveLength(1)
    const [row] = await handle.db.select().from(orders).where(eq(orders.number, open.order.number))
    expect(row).toMatchObject({ email: 'still-waiting@example.com', customerId: customer.id })
    expect(await linesOf()).toEqual(linesBefore)

    // Shipped, it no longer holds the account.
    await handle.db.update(orders).set({ status: 'shipped' }).where(eq(orders.number, open.order.number))
    await deleteCustomer(deps, customer.id)
    expect(await handle.db.select().from(customers).where(eq(customers.id, customer.id))).toEqual([])
  })
})
