import { randomUUID } from 'node:crypto'
import { readFileSync, readdirSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invoices, mailOutbox, orderPrintFiles, orders } from '@/lib/db/schema'
import type { DbHandle } from '@/lib/db/types'
import type { MailTransport, TransportMessage } from '@/lib/mail/transport'
import { deliverDueMail } from '@/lib/mail/worker'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { addCartItem } from '@/lib/shop/sales/cart/cart'
import { ShopError } from '@/lib/shop/common/errors'
import { sampleDocumentInput } from '@/lib/shop/design-print/design/testing/fixtures'
import { renderInvoicePdf } from '@/lib/shop/sales/invoices/render-pdf'
import { readInvoiceDocument } from '@/lib/shop/sales/invoices/stored-document'
import { renderShopAttachment } from '@/lib/shop/sales/invoices/mail-attachments'
import { placeOrder } from '@/lib/shop/sales/orders/place-order'
import { FOLDED_CARD, READ, parsedCheckout } from '@/lib/shop/sales/orders/testing/fixtures'
import { printRetryDelayMs } from '@/lib/shop/design-print/print-files/backoff'
import { renderOrderLine } from '@/lib/shop/design-print/print-files/render-line'
import { processDuePrintFiles } from '@/lib/shop/design-print/print-files/worker'
import { loadPdf, pageImageWidths, pageTexts } from '@/lib/shop/design-print/print/testing/pdf-inspect'
import { placeCardDocument, placeCardWithPhoto } from '@/lib/shop/design-print/print/testing/place-card'
import { localStorage } from '@/lib/storage/local-storage'
import type { ObjectStorage } from '@/lib/storage/storage'
import { renderInvoicePdfOffThread, renderPrintPdfOffThread } from './pdf-pool'
import { BACKGROUND_NICE } from './priority'

let handle: DbHandle
let storage: ObjectStorage
let folder: string
beforeAll(async () => {
  handle = await openCatalogueTestDb()
  folder = await mkdtemp(join(tmpdir(), 'pdf-thread-'))
  storage = localStorage(folder)
}, 180_000)
afterAll(async () => {
  await handle.close()
  await rm(folder, { recursive: true, force: true })
})

const t0 = new Date('2026-11-23T08:00:00Z')
const at = (ms: number) => new Date(t0.getTime() + ms)

/** Stops the PDF thread the way a crash would, while whatever it draws is still unfinished. */
function crashThread() {
  const thread = (globalThis as { __workThread_pdf?: { worker: { terminate(): Promise<number> } } })
    .__workThread_pdf
  if (!thread) throw new Error('no PDF thread is running')
  void thread.worker.terminate()
}

/** An order of one personalised card: one invoice, one print-file job, one confirmation mail. */
async function placedOrder() {
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
    now: t0,
  })
  const [row] = await handle.db.select().from(orders).where(eq(orders.number, order.number))
  const [invoice] = await handle.db.select().from(invoices).where(eq(invoices.orderId, row!.id))
  const [job] = await handle.db.select().from(orderPrintFiles).where(eq(orderPrintFiles.orderId, row!.id))
  return { order: row!, invoice: { ...invoice!, document: readInvoiceDocument(invoice!) }, job: job! }
}

describe('PDF thread', () => {
  it('draws the invoice the event loop would draw', async () => {
    const { invoice } = await placedOrder()
    const onThread = await loadPdf(await renderInvoicePdfOffThread(invoice.document))
    const onLoop = await loadPdf(await renderInvoicePdf(invoice.document))
    expect(onThread.getPageCount()).toBe(onLoop.getPageCount())
    expect(pageTexts(onThread.getPage(0))).toEqual(pageTexts(onLoop.getPage(0)))
    expect(pageTexts(onThread.getPage(0)).join(' ')).toContain(invoice.number)
  }, 60_000)

  it.runIf(process.platform === 'linux')(
    "runs below the event loop's priority: requests get the CPU first, renders the rest",
    async () => {
      const { invoice } = await placedOrder()
      await renderInvoicePdfOffThread(invoice.document)
      // Field 19 of /proc/<pid>/task/<tid>/stat is the nice value; the command name may hold spaces.
      const niceOf = (tid: string) =>
        Number(readFileSync(`/proc/${process.pid}/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16])
      const nices = readdirSync(`/proc/${process.pid}/task`).map((tid) => ({ tid, nice: niceOf(tid) }))
      const eventLoop = niceOf(String(process.pid))
      const lowered = Math.min(19, eventLoop + BACKGROUND_NICE)
      expect(lowered).toBeGreaterThan(eventLoop)
      expect(nices.filter((t) => t.nice === lowered).length).toBeGreaterThanOrEqual(1)
    },
    60_000,
  )

  it('gets the pictures of a print file from the main thread, which alone reads them', async () => {
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer()
    const document = placeCardWithPhoto('up-1')
    const asked: string[] = []
    const pdf = await loadPdf(
      await renderPrintPdfOffThread({
        document,
        assets: async (id) => {
          asked.push(id)
          return id === 'up-1' ? { kind: 'jpeg', bytes: new Uint8Array(photo) } : null
        },
      }),
    )
    expect(asked).toEqual(['up-1'])
    // The place card's two sides share one flat sheet (imposition.ts); the photo is on its back.
    expect(pageImageWidths(pdf.getPage(0))).toEqual([1200])
  }, 60_000)

  it('fails a render whose picture cannot be read, and keeps drawing the next one', async () => {
    const document = placeCardWithPhoto('up-2')
    const broken = renderPrintPdfOffThread({
      document,
      assets: () => Promise.reject(new Error('storage unreachable')),
    })
    await expect(broken).rejects.toThrow('storage unreachable')
    expect(
      (await loadPdf(await renderPrintPdfOffThread({ document: placeCardDocument() }))).getPageCount(),
    ).toBe(1)
  }, 60_000)

  it('a shop error on the thread (a font it cannot print) reaches the caller as that error, for its 4xx', async () => {
    const document = placeCardDocument()
    const text = document.pages[0]!.layers.find((layer) => layer.type === 'text')
    if (text?.type !== 'text') throw new Error('the place card has no text layer')
    text.fontFamily = 'Nirgends Sans'
    const failed = renderPrintPdfOffThread({ document }).catch((error: unknown) => error)
    const error = await failed
    expect(error).toBeInstanceOf(ShopError)
    expect(error).toMatchObject({ status: 422, message: expect.stringContaining('Nirgends Sans') })
  }, 60_000)

  it('rejects what a crashed thread was drawing, and the next render starts a new thread', async () => {
    const { invoice } = await placedOrder()
    const first = renderInvoicePdfOffThread(invoice.document)
    crashThread()
    await expect(first).rejects.toThrow(/pdf thread stopped/)
    expect((await loadPdf(await renderInvoicePdfOffThread(invoice.document))).getPageCount()).toBe(1)
  }, 60_000)

  it('a crash mid print file: the job is tried again and stored once', async () => {
    const { job } = await placedOrder()
    // Only this job is due.
    await handle.db.update(orderPrintFiles).set({ leaseUntil: at(10 * 365 * 86_400_000) })
    await handle.db.update(orderPrintFiles).set({ leaseUntil: t0 }).where(eq(orderPrintFiles.id, job.id))
    const crashing = await processDuePrintFiles(handle.db, storage, {
      now: () => t0,
      render: (db, files, claimed) => {
        const rendering = renderOrderLine(db, files, claimed)
        setImmediate(crashThread)
        return rendering
      },
    })
    expect(crashing).toEqual({ done: 0, retried: 1, failed: 0 })
    const later = at(printRetryDelayMs(1))
    expect(await processDuePrintFiles(handle.db, storage, { now: () => later })).toEqual({
      done: 1,
      retried: 0,
      failed: 0,
    })
    expect(await processDuePrintFiles(handle.db, storage, { now: () => at(86_400_000) })).toEqual({
      done: 0,
      retried: 0,
      failed: 0,
    })
    const [row] = await handle.db.select().from(orderPrintFiles).where(eq(orderPrintFiles.id, job.id))
    expect(row).toMatchObject({ state: 'done', attempts: 2, lastError: null })
    const stored = await storage.get(row!.storageKey!)
    expect((await loadPdf(stored!)).getPageCount()).toBeGreaterThan(0)
  }, 120_000)

  it('a crash while the invoice is drawn for the confirmation: the mail goes out once, with it', async () => {
    const { order, invoice } = await placedOrder()
    const key = `order-confirmation:${order.number}`
    // Only this order's confirmation is due.
    await handle.db.update(mailOutbox).set({ nextAttemptAt: at(10 * 365 * 86_400_000) })
    await handle.db.update(mailOutbox).set({ nextAttemptAt: t0 }).where(eq(mailOutbox.messageKey, key))
    const sent: TransportMessage[] = []
    const transport: MailTransport = { kind: 'smtp', send: async (message) => void sent.push(message) }
    const crashing = await deliverDueMail(handle.db, transport, {
      now: t0,
      renderAttachment: (db, ref) => {
        const rendering = renderShopAttachment(db, ref)
        setImmediate(crashThread)
        return rendering
      },
    })
    expect(crashing).toEqual({ sent: 0, retried: 1, failed: 0 })
    const later = at(24 * 3_600_000)
    const options = { now: later, renderAttachment: renderShopAttachment }
    expect(await deliverDueMail(handle.db, transport, options)).toEqual({ sent: 1, retried: 0, failed: 0 })
    expect(await deliverDueMail(handle.db, transport, options)).toEqual({ sent: 0, retried: 0, failed: 0 })
    expect(sent).toHaveLength(1)
    const attachment = sent[0]!.attachments?.[0]
    expect(attachment?.filename).toBe(`Rechnung-${invoice.number}.pdf`)
    const pdf = await loadPdf(Buffer.from(attachment!.contentBase64, 'base64'))
    expect(pageTexts(pdf.getPage(0)).join(' ')).toContain(invoice.number)
  }, 120_000)
})
