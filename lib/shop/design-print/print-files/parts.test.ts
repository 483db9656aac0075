import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderPrintFiles, orders } from '@/lib/db/schema'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { addCartItem } from '@/lib/shop/sales/cart/cart'
import { sampleDocumentInput } from '@/lib/shop/design-print/design/testing/fixtures'
import { placeOrder } from '@/lib/shop/sales/orders/place-order'
import { FOLDED_CARD, READ, parsedCheckout } from '@/lib/shop/sales/orders/testing/fixtures'
import { backofficeOrder } from '@/lib/backoffice/order-detail'
import { enqueuePrintFilesOfLines, printFileKey } from './queue'

/** Print-file parts (ADR 0070): a line may have one job per part, never two of the same part. */

let handle: DbHandle
beforeAll(async () => {
  handle = await openCatalogueTestDb()
}, 180_000)
afterAll(() => handle.close())

async function cardOrder() {
  const visitorKey = randomUUID()
  await addCartItem(
    handle.db,
    { visitorKey },
    { kind: 'card', snapshot: sampleDocumentInput(), options: FOLDED_CARD.options },
    READ,
  )
  const { order } = await placeOrder(handle.db, parsedCheckout(), {
    owner: { visitorKey },
    brand: 'card',
    locale: 'de-DE',
  })
  const [row] = await handle.db.select().from(orders).where(eq(orders.number, order.number))
  const jobs = await handle.db.select().from(orderPrintFiles).where(eq(orderPrintFiles.orderId, row!.id))
  return { orderId: row!.id, number: order.number, jobs }
}

describe('print-file parts', () => {
  it('a card line gets one main job', async () => {
    const { jobs } = await cardOrder()
    expect(jobs.map((job) => job.part)).toEqual(['main'])
  })

  it('queues every part of a line once, however often it is asked', async () => {
    const { orderId, jobs } = await cardOrder()
    const lineId = jobs[0]!.lineId
    expect(
      await enqueuePrintFilesOfLines(handle.db, orderId, [{ id: lineId, parts: ['cover', 'inner'] }]),
    ).toBe(2)
    expect(
      await enqueuePrintFilesOfLines(handle.db, orderId, [{ id: lineId, parts: ['cover', 'inner'] }]),
    ).toBe(0)
    const all = await handle.db.select().from(orderPrintFiles).where(eq(orderPrintFiles.lineId, lineId))
    expect(all.map((job) => job.part).sort()).toEqual(['cover', 'inner', 'main'])
  })

  it('shows staff every file of a line, in print order, each with its own id to download and re-render', async () => {
    const { orderId, number, jobs } = await cardOrder()
    await enqueuePrintFilesOfLines(handle.db, orderId, [{ id: jobs[0]!.lineId, parts: ['inner', 'cover'] }])
    const detail = await backofficeOrder(handle.db, number)
    const files = detail?.lines.flatMap((line) => line.printFiles) ?? []
    expect(files.map((file) => file.part)).toEqual(['main', 'cover', 'inner'])
    expect(new Set(files.map((file) => file.id)).size).toBe(3)
    expect(detail?.lines.filter((line) => line.printFiles.length === 0)).toHaveLength(0)
  })

  it('refuses a part it does not know', async () => {
    const { orderId, jobs } = await cardOrder()
    await expect(
      handle.db.execute(
        sql`insert into order_print_files (order_id, line_id, part) values (${orderId}, ${jobs[0]!.lineId}, 'spine')`,
      ),
    ).rejects.toThrow()
  })

  it('stores each part under its own key, main under the key files always had', () => {
    expect(printFileKey('o', 'l')).toBe('print-files/o/l.pdf')
    expect(printFileKey('o', 'l', 'main')).toBe('print-files/o/l.pdf')
    expect(printFileKey('o', 'l', 'cover')).toBe('print-files/o/l-cover.pdf')
    expect(printFileKey('o', 'l', 'inner')).toBe('print-files/o/l-inner.pdf')
  })
})
