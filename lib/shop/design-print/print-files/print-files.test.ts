import { createHash, randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { PDFArray, PDFDict, PDFDocument, PDFName } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderLines, orderPrintFiles, orders, type OrderPrintFileRow } from '@/lib/db/schema'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { addCartItem } from '@/lib/shop/sales/cart/cart'
import { sampleDocumentInput } from '@/lib/shop/design-print/design/testing/fixtures'
import { createGuestList, moveGuestListsToCustomer } from '@/lib/shop/design-print/guest-list/guest-lists'
import { attachVisitorOrders } from '@/lib/shop/sales/orders/guest-orders'
import { placeOrder } from '@/lib/shop/sales/orders/place-order'
import { FOLDED_CARD, READ, fillCart, parsedCheckout } from '@/lib/shop/sales/orders/testing/fixtures'
import { localStorage } from '@/lib/storage/local-storage'
import type { ObjectStorage } from '@/lib/storage/storage'
import { pageTexts } from '@/lib/shop/design-print/print/testing/pdf-inspect'
import { PRINT_LEASE_MS, PRINT_RETRY, printRetryDelayMs } from './backoff'
import { claimDuePrintFiles, requeuePrintFile } from './queue'
import { processDuePrintFiles } from './worker'

let handle: DbHandle
let storage: ObjectStorage
let folder: string
beforeAll(async () => {
  handle = await openCatalogueTestDb()
  folder = await mkdtemp(join(tmpdir(), 'print-files-'))
  storage = localStorage(folder)
}, 180_000)
afterAll(async () => {
  await handle.close()
  await rm(folder, { recursive: true, force: true })
})

const t0 = new Date('2026-11-23T08:00:00Z')
const at = (ms: number) => new Date(t0.getTime() + ms)

/** An order with one personalised card (a design snapshot) and one catalogue card without one. */
async function orderWithDesign(visitorKey = randomUUID()) {
  await addCartItem(
    handle.db,
    { visitorKey },
    { kind: 'card', snapshot: sampleDocumentInput(), options: FOLDED_CARD.options },
    READ,
  )
  await fillCart(handle.db, visitorKey)
  const { order } = await placeOrder(handle.db, parsedCheckout(), {
    owner: { visitorKey },
    brand: 'card',
    locale: 'de-DE',
    now: t0,
  })
  const [row] = await handle.db.select().from(orders).where(eq(orders.number, order.number))
  const jobs = await handle.db.select().from(orderPrintFiles).where(eq(orderPrintFiles.orderId, row!.id))
  return { order: row!, jobs, visitorKey }
}

async function jobOf(id: string): Promise<OrderPrintFileRow> {
  const [job] = await handle.db.select().from(orderPrintFiles).where(eq(orderPrintFiles.id, id))
  return job!
}

/** Only this test's jobs are due: everyone else's are pushed far out. */
async function isolate(id: string) {
  await handle.db.update(orderPrintFiles).set({ leaseUntil: at(10 * 365 * 86_400_000) })
  await handle.db.update(orderPrintFiles).set({ leaseUntil: t0 }).where(eq(orderPrintFiles.id, id))
}

describe('print-file queue', () => {
  it('queues one job per personalised line in the order transaction', async () => {
    const { jobs, order } = await orderWithDesign()
    const lines = await handle.db.select().from(orderLines).where(eq(orderLines.orderId, order.id))
    expect(lines).toHaveLength(2)
    expect(jobs).toHaveLength(1)
    expect(jobs[0]).toMatchObject({ state: 'queued', attempts: 0, storageKey: null })
    expect(lines.find((l) => l.id === jobs[0]?.lineId)?.designSnapshot).not.toBeNull()
  })

  it('renders the PDF, stores it under print-files/<order>/<line>.pdf with its SHA-256', async () => {
    const { jobs, order } = await orderWithDesign()
    const id = jobs[0]!.id
    await isolate(id)
    const run = await processDuePrintFiles(handle.db, storage, { now: () => at(1000) })
    expect(run).toEqual({ done: 1, retried: 0, failed: 0 })
    const job = await jobOf(id)
    expect(job).toMatchObject({ state: 'done', attempts: 1, lastError: null, pageCount: 3 })
    expect(job.storageKey).toBe(`print-files/${order.id}/${job.lineId}.pdf`)
    const bytes = await storage.get(job.storageKey!)
    expect(Buffer.from(bytes!.slice(0, 5)).toString()).toBe('%PDF-')
    expect(job.sha256).toBe(createHash('sha256').update(bytes!).digest('hex'))
    expect(job.byteSize).toBe(bytes!.byteLength)
    const pdf = await PDFDocument.load(bytes!)
    expect(pdf.getPageCount()).toBe(3)
    // The slug names the order, the line of the two and the job ticket's short form on every page
    // (a folded card's sheets add " · Außen"; the envelope sheet none).
    const [line] = await handle.db.select().from(orderLines).where(eq(orderLines.id, job.lineId))
    const slug = `${order.number} · Pos. ${line!.position + 1}/2 · Klappkarte DIN A6 · Premiumpapier matt · 50 Stk.`
    const slugs = pdf.getPages().map((page) => {
      const text = pageTexts(page).join(' ')
      return text.slice(text.indexOf(order.number))
    })
    expect(slugs).toEqual([`${slug} · Außen`, `${slug} · Innen`, slug])
  }, 60_000)

  it('renders one set of pages per paid card: each guest, then the extras without names (ADR 0081)', async () => {
    const { jobs, visitorKey } = await orderWithDesign()
    const list = await createGuestList(handle.db, {
      bytes: new TextEncoder().encode('Name;Stadt\nAnna;Köln\nBen;Wien\nCem;Bern\n'),
      visitorKey,
    })
    const job = jobs[0]!
    const [line] = await handle.db.select().from(orderLines).where(eq(orderLines.id, job.lineId))
    await handle.db
      .update(orderLines)
      .set({
        designSnapshot: {
          ...(line!.designSnapshot as object),
          guestListId: list.id,
          guestMapping: { Vorname: 'Name' },
        },
        // 3 guests + 2 cards without names = 5 paid cards (the smallest step that holds the guests).
        quantity: 5,
      })
      .where(eq(orderLines.id, job.lineId))
    await isolate(job.id)
    expect(await processDuePrintFiles(handle.db, storage, { now: () => at(1000) })).toMatchObject({ done: 1 })
    // Three pages a card (front, inside, envelope) × 5 paid cards: the file prints what was paid for.
    expect(await jobOf(job.id)).toMatchObject({ state: 'done', pageCount: 3 * 5 })
  }, 60_000)

  it('prints the layers marked foil on the spot colour of the refinement the line was paid with (ADR 0082)', async () => {
    const { jobs } = await orderWithDesign()
    const job = jobs[0]!
    const [line] = await handle.db.select().from(orderLines).where(eq(orderLines.id, job.lineId))
    const snapshot = line!.designSnapshot as ReturnType<typeof sampleDocumentInput>
    const [front, ...rest] = snapshot.pages
    const layers = front!.layers.map((layer) => (layer.type === 'text' ? { ...layer, foil: true } : layer))
    await handle.db
      .update(orderLines)
      .set({
        designSnapshot: { ...snapshot, pages: [{ ...front!, layers }, ...rest] },
        options: { ...(line!.options as object), refinement: 'rosegold' },
      })
      .where(eq(orderLines.id, job.lineId))
    await isolate(job.id)
    expect(await processDuePrintFiles(handle.db, storage, { now: () => at(1000) })).toMatchObject({ done: 1 })
    const pdf = await PDFDocument.load((await storage.get((await jobOf(job.id)).storageKey!))!)
    const spaces = pdf.getPage(0).node.Resources()?.lookupMaybe(PDFName.of('ColorSpace'), PDFDict)
    const space = spaces?.lookup(PDFName.of('Foil_RoseGold'), PDFArray)
    expect(space?.asArray().slice(0, 2).map(String)).toEqual(['/Separation', '/Foil_RoseGold'])
  }, 60_000)

  it('fails a line whose guest list belongs to someone else', async () => {
    const { jobs } = await orderWithDesign()
    const foreign = await createGuestList(handle.db, {
      bytes: new TextEncoder().encode('Name\nAnna\n'),
      visitorKey: randomUUID(),
    })
    const job = jobs[0]!
    const [line] = await handle.db.select().from(orderLines).where(eq(orderLines.id, job.lineId))
    await handle.db
      .update(orderLines)
      .set({ designSnapshot: { ...(line!.designSnapshot as object), guestListId: foreign.id } })
      .where(eq(orderLines.id, job.lineId))
    await isolate(job.id)
    expect(await processDuePrintFiles(handle.db, storage, { now: () => at(0) })).toMatchObject({ retried: 1 })
    expect((await jobOf(job.id)).lastError).toMatch(/Guest list .* not found/)
  })

  it('renders a job once while two instances work: a slow render renews its lease (issue 33.3)', async () => {
    const { jobs } = await orderWithDesign()
    const id = jobs[0]!.id
    await isolate(id)
    const rendered: string[] = []
    const render = (ms: number) => async (_db: unknown, _storage: unknown, job: OrderPrintFileRow) => {
      await new Promise((resolve) => setTimeout(resolve, ms))
      rendered.push(job.id)
      return { pdf: new Uint8Array([37, 80, 68, 70]), pageCount: 1 }
    }
    // The first instance's render takes 3 s; its lease holds 1.5 s without renewal.
    const first = processDuePrintFiles(handle.db, storage, { leaseMs: 1_500, render: render(3_000) })
    const until = Date.now() + 3_300
    while (Date.now() < until) {
      await processDuePrintFiles(handle.db, storage, { leaseMs: 1_500, render: render(0) })
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(await first).toMatchObject({ done: 1 })
    expect(rendered.filter((job) => job === id)).toHaveLength(1)
    expect(await jobOf(id)).toMatchObject({ state: 'done', attempts: 1 })
  })

  it('backs off exponentially and gives up as failed after the sixth try', async () => {
    const { jobs } = await orderWithDesign()
    const id = jobs[0]!.id
    await isolate(id)
    const broken = async () => {
      throw new Error('font missing')
    }
    let clock = 0
    const delays: number[] = []
    for (let attempt = 1; attempt <= PRINT_RETRY.maxAttempts; attempt++) {
      // Not due a moment before the backoff ends.
      if (attempt > 1) {
        const early = await processDuePrintFiles(handle.db, storage, {
          now: () => at(clock - 1),
          render: broken,
        })
        expect(early).toEqual({ done: 0, retried: 0, failed: 0 })
      }
      const run = await processDuePrintFiles(handle.db, storage, { now: () => at(clock), render: broken })
      const job = await jobOf(id)
      expect(job.attempts).toBe(attempt)
      if (attempt < PRINT_RETRY.maxAttempts) {
        expect(run).toEqual({ done: 0, retried: 1, failed: 0 })
        expect(job.state).toBe('queued')
        delays.push(job.leaseUntil.getTime() - at(clock).getTime())
        clock = job.leaseUntil.getTime() - t0.getTime()
      } else {
        expect(run).toEqual({ done: 0, retried: 0, failed: 1 })
        expect(job).toMatchObject({ state: 'failed', lastError: 'font missing' })
      }
    }
    expect(delays).toEqual([30_000, 60_000, 120_000, 240_000, 480_000])
    expect(printRetryDelayMs(20)).toBe(PRINT_RETRY.maxDelayMs)
    // A failed job is never claimed again, however late it is.
    const late = await claimDuePrintFiles(handle.db, 10, at(10 * 365 * 86_400_000 - 1))
    expect(late.map((j) => j.id)).not.toContain(id)
    // Staff's "render again" starts over with a fresh budget, and it renders.
    expect(await requeuePrintFile(handle.db, id, at(clock))).toBe(true)
    expect(await jobOf(id)).toMatchObject({ state: 'queued', attempts: 0, lastError: null })
  })

  it('claims a job once; a lease that runs out lets another worker take it, a late result is dropped', async () => {
    const { jobs } = await orderWithDesign()
    const id = jobs[0]!.id
    await isolate(id)
    const [first] = await claimDuePrintFiles(handle.db, 10, at(0))
    expect(first).toMatchObject({ id, state: 'rendering', attempts: 1 })
    expect(await claimDuePrintFiles(handle.db, 10, at(PRINT_LEASE_MS - 1))).toEqual([])
    expect(await requeuePrintFile(handle.db, id, at(1))).toBe(false)
    const [second] = await claimDuePrintFiles(handle.db, 10, at(PRINT_LEASE_MS))
    expect(second).toMatchObject({ id, state: 'rendering', attempts: 2 })
    // The first worker finally fails: its claim is stale and changes nothing.
    const { recordPrintFileFailure } = await import('./queue')
    expect(await recordPrintFileFailure(handle.db, first!, new Error('late'), at(PRINT_LEASE_MS + 1))).toBe(
      'stale',
    )
    expect(await jobOf(id)).toMatchObject({ state: 'rendering', attempts: 2, lastError: null })
  })

  it('two workers at once never take the same job', async () => {
    const { jobs } = await orderWithDesign()
    const id = jobs[0]!.id
    await isolate(id)
    const [a, b] = await Promise.all([
      claimDuePrintFiles(handle.db, 10, at(0)),
      claimDuePrintFiles(handle.db, 10, at(0)),
    ])
    expect([...a!, ...b!].map((j) => j.id)).toEqual([id])
  })

  it('gives up a render abandoned on its last try', async () => {
    const { jobs } = await orderWithDesign()
    const id = jobs[0]!.id
    await isolate(id)
    await handle.db
      .update(orderPrintFiles)
      .set({ state: 'rendering', attempts: PRINT_RETRY.maxAttempts, leaseUntil: at(0) })
      .where(eq(orderPrintFiles.id, id))
    expect(await processDuePrintFiles(handle.db, storage, { now: () => at(1) })).toEqual({
      done: 0,
      retried: 0,
      failed: 1,
    })
    expect(await jobOf(id)).toMatchObject({ state: 'failed', lastError: 'rendering did not finish in time' })
  })
})

describe('guest lists of a retried job', () => {
  async function withList(visitorKey: string, jobLineId: string, snapshotExtra: object = {}) {
    const list = await createGuestList(handle.db, {
      bytes: new TextEncoder().encode('Name\nAnna\nBen\n'),
      visitorKey,
    })
    const [line] = await handle.db.select().from(orderLines).where(eq(orderLines.id, jobLineId))
    await handle.db
      .update(orderLines)
      .set({
        designSnapshot: {
          ...(line!.designSnapshot as object),
          guestListId: list.id,
          guestMapping: { Vorname: 'Name' },
          ...snapshotExtra,
        },
        quantity: 5,
      })
      .where(eq(orderLines.id, jobLineId))
    return list
  }

  it('finds the list that moved to the account at a later login (anonymous order)', async () => {
    const { jobs, visitorKey, order } = await orderWithDesign()
    const job = jobs[0]!
    await withList(visitorKey, job.lineId)
    // The visitor signs in later: the list moves to the account, and so does the anonymous order.
    const customerId = randomUUID()
    await moveGuestListsToCustomer(handle.db, visitorKey, customerId)
    expect(await attachVisitorOrders(handle.db, visitorKey, customerId)).toBe(1)
    expect((await handle.db.select().from(orders).where(eq(orders.id, order.id)))[0]?.customerId).toBe(
      customerId,
    )
    await isolate(job.id)
    expect(await processDuePrintFiles(handle.db, storage, { now: () => at(1000) })).toMatchObject({ done: 1 })
    expect(await jobOf(job.id)).toMatchObject({ state: 'done', pageCount: 3 * 5 })
  }, 60_000)

  it('finds the list still under the visitor key of an order that joined an account', async () => {
    const { jobs, visitorKey, order } = await orderWithDesign()
    const job = jobs[0]!
    await withList(visitorKey, job.lineId)
    // A guest order joined the account by its verified e-mail on another device; the list stayed.
    await handle.db.update(orders).set({ customerId: randomUUID() }).where(eq(orders.id, order.id))
    await isolate(job.id)
    expect(await processDuePrintFiles(handle.db, storage, { now: () => at(1000) })).toMatchObject({ done: 1 })
    expect(await jobOf(job.id)).toMatchObject({ state: 'done', pageCount: 3 * 5 })
  }, 60_000)

  it('reads guestListId and guestMapping through the document schema, refusing a bad id', async () => {
    const { jobs, visitorKey } = await orderWithDesign()
    const job = jobs[0]!
    await withList(visitorKey, job.lineId, { guestListId: '../x' })
    await isolate(job.id)
    expect(await processDuePrintFiles(handle.db, storage, { now: () => at(0) })).toMatchObject({ retried: 1 })
    expect((await jobOf(job.id)).lastError).toMatch(/guestListId/)
  })
})
