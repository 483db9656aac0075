import { randomUUID } from 'node:crypto'
import { eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cancellationInvoices, mailOutbox, orderEvents, orders } from '@/lib/db/schema'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { changeOrderStatus } from '@/lib/shop/sales/orders/change-status'
import { placeOrder } from '@/lib/shop/sales/orders/place-order'
import { fillCart, parsedCheckout } from '@/lib/shop/sales/orders/testing/fixtures'
import { cancellationPreview } from './cancellation'

let handle: DbHandle
beforeAll(async () => {
  handle = await openCatalogueTestDb()
}, 180_000)
afterAll(async () => handle.close())

async function placed() {
  const visitorKey = randomUUID()
  await fillCart(handle.db, visitorKey)
  const { order } = await placeOrder(
    handle.db,
    parsedCheckout({ email: `storno-${visitorKey}@example.com` }),
    {
      owner: { visitorKey },
      brand: 'card',
      locale: 'de-DE',
    },
  )
  const [row] = await handle.db.select().from(orders).where(eq(orders.number, order.number))
  return { number: order.number, id: row!.id }
}

const mailsOf = (number: string) =>
  handle.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.messageKey, `order-cancelled:${number}`))

describe('cancelling with a reason (issue 34 point 5)', () => {
  it('tells the customer the shop cancelled, names the staff member and the reason in the history', async () => {
    const order = await placed()
    const preview = await cancellationPreview(handle.db, order.number, 'shop', '(neue Nummer)')
    expect(preview?.invoiceNumber).toMatch(/^RE-/)
    expect(preview?.mail?.text).toContain('Leider mussten wir Ihre Bestellung')
    expect(preview?.mail?.text).not.toContain('Wie gewünscht')
    await changeOrderStatus(
      handle.db,
      order.number,
      { to: 'cancelled', reason: 'shop', note: 'Papier nicht lieferbar' },
      { staffName: 'Sina Service' },
    )
    const [mail] = await mailsOf(order.number)
    expect(mail?.textBody).toContain(`Leider mussten wir Ihre Bestellung ${order.number}`)
    expect(mail?.textBody).not.toContain('Wie gewünscht')
    // The preview showed the mail that was sent, apart from the credit note's number given at the time.
    expect(mail?.subject).toBe(preview?.mail?.subject)
    const [event] = await handle.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(orderEvents.id)
      .offset(1)
    expect(event).toMatchObject({
      toStatus: 'cancelled',
      reason: 'shop',
      staffName: 'Sina Service',
      note: 'Papier nicht lieferbar',
    })
    // Once cancelled there is nothing to preview any more.
    expect(await cancellationPreview(handle.db, order.number, 'shop', '')).toBeNull()
  })

  it('keeps "as requested" when the customer asked', async () => {
    const order = await placed()
    await changeOrderStatus(
      handle.db,
      order.number,
      { to: 'cancelled', reason: 'customer' },
      { staffName: 'S' },
    )
    const [mail] = await mailsOf(order.number)
    expect(mail?.textBody).toContain('Wie gewünscht haben wir Ihre Bestellung')
  })

  it('sends no e-mail for fraud but still issues the credit note for the books', async () => {
    const order = await placed()
    const preview = await cancellationPreview(handle.db, order.number, 'fraud', '')
    expect(preview).toMatchObject({ reason: 'fraud', mail: null })
    await changeOrderStatus(handle.db, order.number, { to: 'cancelled', reason: 'fraud' }, { staffName: 'O' })
    expect(await mailsOf(order.number)).toEqual([])
    const credit = await handle.db
      .select()
      .from(cancellationInvoices)
      .where(eq(cancellationInvoices.orderId, order.id))
    expect(credit).toHaveLength(1)
  })

  it('refuses a reason on anything but a cancellation', async () => {
    const order = await placed()
    await expect(
      changeOrderStatus(handle.db, order.number, { to: 'paid', reason: 'shop' }, { staffName: 'S' }),
    ).rejects.toThrow()
  })
})
