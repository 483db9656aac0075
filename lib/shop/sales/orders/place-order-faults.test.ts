import { eq, sql, type Table } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cartItems, mailOutbox, orderEvents, orderLines, vouchers } from '@/lib/db/schema'
import type { Db, DbHandle } from '@/lib/db/types'
import { retryDelayMs } from '@/lib/mail/backoff'
import { smtpSink } from '@/lib/mail/testing/smtp-sink'
import { smtpTransport } from '@/lib/mail/transport'
import { deliverDueMail } from '@/lib/mail/worker'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { renderShopAttachment } from '@/lib/shop/sales/invoices/mail-attachments'
import { placeOrder } from './place-order'
import { orderForOwner } from './read'
import { CONNECTION_LOST, faultyDb, type WriteKind } from './testing/faulty-db'
import { expectOneOrderAfterRetry, orderFootprint, voucherBuyer } from './testing/order-faults'

/**
 * Fault suite (issue 8): the database fails in the middle of the order transaction. Whatever step it
 * fails at, nothing of the order is left behind (no order, lines, invoice, print job, mail, voucher
 * redemption; the cart is still full), and retrying with the same key places exactly one order.
 * And with the SMTP server down, orders still succeed and the confirmation goes out once, later.
 */

let handle: DbHandle
beforeAll(async () => {
  handle = await openCatalogueTestDb()
})
afterAll(async () => handle.close())

/** What the failed request reports: the cut itself, or drizzle's ROLLBACK failing on the dead session. */
const DB_GONE = /terminat|Connection|Failed query: rollback/
const lost = async (): Promise<never> => {
  throw Object.assign(new Error(CONNECTION_LOST), { code: 'ECONNRESET' })
}

const steps: Array<[string, WriteKind, Table]> = [
  ['writing the lines', 'insert', orderLines],
  ['redeeming the voucher', 'update', vouchers],
  ['writing the first event', 'insert', orderEvents],
  ['queueing the confirmation e-mail', 'insert', mailOutbox],
  ['emptying the cart', 'delete', cartItems],
]

describe('database failure in the middle of the order transaction', () => {
  it.each(steps)('while %s: no half order, and the retry places exactly one', async (_step, kind, table) => {
    const buyer = await voucherBuyer(handle.db)
    const before = await orderFootprint(handle.db, buyer)
    await expect(
      placeOrder(faultyDb(handle.db, kind, table, lost), buyer.checkout, buyer.ctx),
    ).rejects.toThrow(CONNECTION_LOST)
    expect(await orderFootprint(handle.db, buyer)).toEqual(before)
    await expectOneOrderAfterRetry(handle.db, buyer, before)
  })

  // Only PostgreSQL has connections to lose: the server ends the transaction's own session.
  it.runIf(process.env.TEST_DATABASE_URL)('when PostgreSQL cuts the connection mid-transaction', async () => {
    const buyer = await voucherBuyer(handle.db)
    const before = await orderFootprint(handle.db, buyer)
    const cut = async (tx: Db): Promise<never> => {
      await tx.execute(sql`select pg_terminate_backend(pg_backend_pid())`)
      throw new Error('the session survived its termination')
    }
    await expect(
      placeOrder(faultyDb(handle.db, 'insert', orderEvents, cut), buyer.checkout, buyer.ctx),
    ).rejects.toThrow(DB_GONE)
    expect(await orderFootprint(handle.db, buyer)).toEqual(before)
    await expectOneOrderAfterRetry(handle.db, buyer, before)
  })
})

describe('SMTP down while orders are placed', () => {
  it('places the order, keeps the confirmation queued, and sends it exactly once when SMTP is back', async () => {
    const sink = await smtpSink()
    await sink.stop()
    const transport = smtpTransport(sink.url)
    const buyer = await voucherBuyer(handle.db)
    const { order, created } = await placeOrder(handle.db, buyer.checkout, buyer.ctx)
    expect(created).toBe(true)
    const key = `order-confirmation:${order.number}`
    const mail = async () =>
      (await handle.db.select().from(mailOutbox).where(eq(mailOutbox.messageKey, key)))[0]

    // The worker's kick right after the order meets a dead server: the try fails, nothing is lost.
    const start = new Date(Date.now() + 1000)
    await deliverDueMail(handle.db, transport, { now: start, renderAttachment: renderShopAttachment })
    expect(await mail()).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: expect.stringContaining('ECONNREFUSED'),
    })
    expect(await orderForOwner(handle.db, order.number, buyer.ctx.owner)).toMatchObject({ status: 'placed' })

    await sink.start()
    try {
      const later = (ms: number) => ({
        now: new Date(start.getTime() + ms),
        renderAttachment: renderShopAttachment,
      })
      await deliverDueMail(handle.db, transport, later(retryDelayMs(1)))
      await deliverDueMail(handle.db, transport, later(retryDelayMs(1) + retryDelayMs(2)))
      const delivered = sink.messages.filter((m) => m.data.includes(order.number))
      expect(delivered).toHaveLength(1)
      expect(delivered[0]?.to).toEqual(['<erika@example.com>'])
      expect(delivered[0]?.data).toContain('application/pdf')
      expect(await mail()).toMatchObject({ status: 'sent', attempts: 2 })
    } finally {
      await sink.stop()
    }
  }, 120_000)
})
