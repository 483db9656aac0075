import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { orderEvents, orderPrintFiles, orders } from '@/lib/db/schema'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { changeOrderStatus } from '@/lib/shop/sales/orders/change-status'
import { localStorage } from '@/lib/storage/local-storage'
import type { ObjectStorage } from '@/lib/storage/storage'
import { parseProductionFilter } from './filter'
import { markPrintFilesPrinted } from './printed'
import { productionFacets, productionQueue } from './queue'
import { requeueForProduction } from './requeue'
import { placeCardOrder, renderDue } from './testing/queue-orders'

let handle: DbHandle
let storage: ObjectStorage
let folder: string
const staff = { name: 'Paula Produktion' }

beforeAll(async () => {
  handle = await openCatalogueTestDb()
  folder = await mkdtemp(join(tmpdir(), 'production-'))
  storage = localStorage(folder)
}, 180_000)
afterAll(async () => {
  await handle.close()
  await rm(folder, { recursive: true, force: true })
})
// Every test starts from an empty queue of its own (earlier orders stay, without print files).
beforeEach(async () => {
  await handle.db.delete(orderPrintFiles)
})

const A5_FOLDED = { productType: 'folded-card', format: 'a5', paper: 'premium-matt' } as const
const A6_POSTCARD = { productType: 'postcard', format: 'a6', paper: 'naturpapier' } as const

async function failFile(id: string, message: string) {
  await handle.db
    .update(orderPrintFiles)
    .set({ state: 'failed', attempts: 5, lastError: message })
    .where(eq(orderPrintFiles.id, id))
}

const queue = (query: Record<string, string> = {}) => productionQueue(handle.db, parseProductionFilter(query))
const historyOf = (orderId: string) =>
  handle.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id)

describe('the production queue', () => {
  it('sorts files into waiting, ready, failed and printed, failed first under "all"', async () => {
    const first = await placeCardOrder(handle.db, [A5_FOLDED, A6_POSTCARD])
    expect((await queue({ tab: 'waiting' })).files).toHaveLength(2)
    await renderDue(handle.db, storage)
    const second = await placeCardOrder(handle.db, [A5_FOLDED])
    await renderDue(handle.db, storage)
    await failFile(second.files[0]!, 'rendering did not finish in time')
    await markPrintFilesPrinted(handle.db, [first.files[0]!], staff)

    const all = await queue()
    expect(all.counts).toEqual({ all: 3, waiting: 0, ready: 1, failed: 1, printed: 1 })
    expect(all.files.map((f) => f.state)).toEqual(['failed', 'ready', 'printed'])
    expect(all.files[0]).toMatchObject({
      orderNumber: second.number,
      reason: expect.stringMatching(/zu lange gedauert/),
      technical: 'rendering did not finish in time',
    })
    expect((await queue({ tab: 'ready' })).files.map((f) => f.id)).toEqual([first.files[1]])
    expect((await queue({ tab: 'printed' })).files[0]).toMatchObject({ printedBy: 'Paula Produktion' })
  })

  it('names product, paper and format in words and filters by them and by the promised date', async () => {
    const order = await placeCardOrder(handle.db, [A5_FOLDED, A6_POSTCARD])
    await renderDue(handle.db, storage)
    const { files } = await queue()
    expect(files.map((f) => [f.position, f.product, f.paper, f.format])).toEqual([
      [1, 'Klappkarte', 'Premiumpapier matt', 'DIN A5 (148 × 210 mm)'],
      [2, 'Postkarte', 'Naturpapier', 'DIN A6 (105 × 148 mm)'],
    ])
    expect((await queue({ product: 'postcard' })).files.map((f) => f.position)).toEqual([2])
    expect((await queue({ paper: 'premium-matt' })).files.map((f) => f.position)).toEqual([1])
    expect((await queue({ format: 'a6' })).files.map((f) => f.position)).toEqual([2])
    expect((await queue({ format: 'a6', paper: 'premium-matt' })).files).toEqual([])
    const [row] = await handle.db.select().from(orders).where(eq(orders.id, order.orderId))
    expect((await queue({ promisedBy: row!.expectedDeliveryTo })).files).toHaveLength(2)
    const dayBefore = new Date(Date.parse(`${row!.expectedDeliveryTo}T00:00:00Z`) - 86_400_000)
    expect((await queue({ promisedBy: dayBefore.toISOString().slice(0, 10) })).files).toEqual([])
    // A value the filter does not offer is left out, never an error.
    expect((await queue({ paper: 'cardboard', tab: 'nonsense' })).files).toHaveLength(2)
    expect(await productionFacets(handle.db)).toEqual({
      products: [
        { value: 'folded-card', label: 'Klappkarte' },
        { value: 'postcard', label: 'Postkarte' },
      ],
      papers: [
        { value: 'naturpapier', label: 'Naturpapier' },
        { value: 'premium-matt', label: 'Premiumpapier matt' },
      ],
      formats: [
        { value: 'a5', label: 'DIN A5 (148 × 210 mm)' },
        { value: 'a6', label: 'DIN A6 (105 × 148 mm)' },
      ],
    })
  })

  it("marks a cancelled order's files", async () => {
    const order = await placeCardOrder(handle.db, [A5_FOLDED])
    await changeOrderStatus(handle.db, order.number, { to: 'cancelled', reason: 'shop' }, 'staff')
    expect((await queue()).files[0]).toMatchObject({ cancelled: true, orderStatus: 'cancelled' })
  })
})

describe('marking printed', () => {
  it('records who and when, writes "Gedruckt" per order and moves a placed order into production', async () => {
    const one = await placeCardOrder(handle.db, [A5_FOLDED, A6_POSTCARD])
    const two = await placeCardOrder(handle.db, [A5_FOLDED])
    await renderDue(handle.db, storage)
    await changeOrderStatus(handle.db, two.number, { to: 'in_production' }, 'staff')
    const now = new Date('2026-11-28T09:30:00Z')
    const result = await markPrintFilesPrinted(handle.db, [...one.files, ...two.files], staff, now)
    expect(result).toEqual({ ok: true, count: 3, message: '3 Druckdateien als gedruckt markiert.' })
    const files = await handle.db.select().from(orderPrintFiles)
    expect(files.every((f) => f.printedAt?.getTime() === now.getTime() && f.printedBy === staff.name)).toBe(
      true,
    )
    const history = await historyOf(one.orderId)
    expect(history.filter((e) => e.action === 'printFilePrinted')).toEqual([
      expect.objectContaining({
        staffName: staff.name,
        note: `${one.number} · Pos. 1, ${one.number} · Pos. 2`,
      }),
    ])
    expect(history.at(-1)).toMatchObject({
      fromStatus: 'placed',
      toStatus: 'in_production',
      staffName: staff.name,
    })
    const [moved] = await handle.db.select().from(orders).where(eq(orders.id, one.orderId))
    expect(moved?.status).toBe('in_production')
    // Already in production: the status stays, one history entry more.
    const twoHistory = await historyOf(two.orderId)
    expect(twoHistory.at(-1)).toMatchObject({ action: 'printFilePrinted', toStatus: 'in_production' })
  })

  it('refuses the whole selection, naming each refused file, and writes nothing', async () => {
    const ready = await placeCardOrder(handle.db, [A5_FOLDED])
    const cancelled = await placeCardOrder(handle.db, [A5_FOLDED])
    await renderDue(handle.db, storage)
    await changeOrderStatus(handle.db, cancelled.number, { to: 'cancelled', reason: 'customer' }, 'staff')
    const waiting = await placeCardOrder(handle.db, [A6_POSTCARD])
    const unknown = '00000000-0000-4000-8000-000000000000'
    const before = await handle.db.select().from(orderEvents)
    const result = await markPrintFilesPrinted(
      handle.db,
      [ready.files[0]!, cancelled.files[0]!, waiting.files[0]!, unknown],
      staff,
    )
    expect(result.ok).toBe(false)
    expect(result.message).toContain(`Diese Druckdatei gibt es nicht (mehr): ${unknown}.`)
    expect(result.message).toContain(
      `Storniert, nicht herunterladen oder drucken: ${cancelled.number} · Pos. 1.`,
    )
    expect(result.message).toContain(`Noch nicht druckbereit: ${waiting.number} · Pos. 1.`)
    const files = await handle.db.select().from(orderPrintFiles)
    expect(files.every((f) => f.printedAt === null)).toBe(true)
    expect(await handle.db.select().from(orderEvents)).toHaveLength(before.length)
    const [order] = await handle.db.select().from(orders).where(eq(orders.id, ready.orderId))
    expect(order?.status).toBe('placed')
    // Marked once, the second time is refused by name.
    await markPrintFilesPrinted(handle.db, ready.files, staff)
    expect(await markPrintFilesPrinted(handle.db, ready.files, staff)).toEqual({
      ok: false,
      message: `Schon als gedruckt markiert: ${ready.number} · Pos. 1.`,
    })
  })
})

describe('render again', () => {
  it('queues a failed file now with a fresh budget, clears "printed" and records it', async () => {
    const order = await placeCardOrder(handle.db, [A5_FOLDED, A6_POSTCARD])
    await renderDue(handle.db, storage)
    await failFile(order.files[0]!, 'The font "Playfair Display" is not available for printing.')
    await markPrintFilesPrinted(handle.db, [order.files[1]!], staff)
    const now = new Date()
    for (const id of order.files) {
      expect(await requeueForProduction(handle.db, id, staff, now)).toMatchObject({ ok: true })
    }
    const files = await handle.db
      .select()
      .from(orderPrintFiles)
      .where(eq(orderPrintFiles.orderId, order.orderId))
    for (const file of files) {
      expect(file).toMatchObject({
        state: 'queued',
        attempts: 0,
        lastError: null,
        printedAt: null,
        printedBy: null,
      })
      expect(file.leaseUntil.getTime()).toBe(now.getTime())
    }
    const rendered = (await historyOf(order.orderId)).filter((e) => e.action === 'printFileRendered')
    expect(rendered.map((e) => [e.staffName, e.note])).toEqual([
      [staff.name, `${order.number} · Pos. 1`],
      [staff.name, `${order.number} · Pos. 2`],
    ])
    expect((await queue({ tab: 'waiting' })).files).toHaveLength(2)
  })

  it("refuses an unknown file, a cancelled order's and one being rendered right now", async () => {
    const order = await placeCardOrder(handle.db, [A5_FOLDED])
    const id = order.files[0]!
    await handle.db
      .update(orderPrintFiles)
      .set({ state: 'rendering', leaseUntil: new Date(Date.now() + 60_000) })
      .where(eq(orderPrintFiles.id, id))
    expect(await requeueForProduction(handle.db, id, staff)).toEqual({
      ok: false,
      message: `Wird gerade erzeugt, bitte kurz warten: ${order.number} · Pos. 1.`,
    })
    await changeOrderStatus(handle.db, order.number, { to: 'cancelled', reason: 'fraud' }, 'staff')
    expect(await requeueForProduction(handle.db, id, staff)).toMatchObject({
      ok: false,
      message: /Storniert/,
    })
    const unknown = '00000000-0000-4000-8000-000000000001'
    expect(await requeueForProduction(handle.db, unknown, staff)).toMatchObject({ ok: false })
    const events = await handle.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.orderId), eq(orderEvents.action, 'printFileRendered')))
    expect(events).toEqual([])
  })
})
