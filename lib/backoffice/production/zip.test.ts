import { createHash } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { unzip } from '@/tests/hostile/support/unzip'
import { orderPrintFiles } from '@/lib/db/schema'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { changeOrderStatus } from '@/lib/shop/sales/orders/change-status'
import { localStorage } from '@/lib/storage/local-storage'
import type { ObjectStorage } from '@/lib/storage/storage'
import { printFileName } from './file-name'
import { PRODUCTION_LIMITS } from './limits'
import { selectedFiles } from './selection'
import { printFilesZip } from './zip'
import { placeCardOrder, renderDue } from './testing/queue-orders'

let handle: DbHandle
let storage: ObjectStorage
let folder: string
beforeAll(async () => {
  handle = await openCatalogueTestDb()
  folder = await mkdtemp(join(tmpdir(), 'production-zip-'))
  storage = localStorage(folder)
}, 180_000)
afterAll(async () => {
  await handle.close()
  await rm(folder, { recursive: true, force: true })
})

const A5 = { productType: 'folded-card', format: 'a5', paper: 'premium-matt' } as const
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(stream).arrayBuffer())
}

describe('the ZIP of a selection', () => {
  it('holds every chosen file under its order number, position and part, byte for byte', async () => {
    const one = await placeCardOrder(handle.db, [A5, A5])
    const two = await placeCardOrder(handle.db, [A5])
    await renderDue(handle.db, storage)
    const ids = [...two.files, ...one.files]
    const zip = await printFilesZip(handle.db, storage, ids)
    if (!zip.ok) throw new Error(zip.message)
    expect(zip.files).toBe(3)
    const entries = unzip(await bytesOf(zip.stream))
    expect(entries.map((e) => e.name)).toEqual([
      `${one.number}-1.pdf`,
      `${one.number}-2.pdf`,
      `${two.number}-1.pdf`,
    ])
    // Each entry's bytes are the stored file's of that order, position and part.
    for (const selected of await selectedFiles(handle.db, ids)) {
      const name = printFileName(selected.orderNumber, selected.position, selected.file.part)
      const stored = await storage.get(selected.file.storageKey!)
      const entry = entries.find((e) => e.name === name)
      expect(entry?.data.equals(Buffer.from(stored!))).toBe(true)
      expect(sha(entry!.data)).toBe(selected.file.sha256)
    }
  })

  it('refuses cancelled orders, files not rendered and unknown ids, naming them', async () => {
    const ready = await placeCardOrder(handle.db, [A5])
    const cancelled = await placeCardOrder(handle.db, [A5])
    await renderDue(handle.db, storage)
    await changeOrderStatus(handle.db, cancelled.number, { to: 'cancelled', reason: 'customer' }, 'staff')
    const waiting = await placeCardOrder(handle.db, [A5])
    const zip = await printFilesZip(handle.db, storage, [
      ...ready.files,
      ...cancelled.files,
      ...waiting.files,
    ])
    expect(zip).toEqual({
      ok: false,
      message:
        `Storniert, nicht herunterladen oder drucken: ${cancelled.number} · Pos. 1. ` +
        `Noch nicht druckbereit: ${waiting.number} · Pos. 1.`,
    })
    const unknown = '00000000-0000-4000-8000-000000000002'
    expect(await printFilesZip(handle.db, storage, [unknown])).toEqual({
      ok: false,
      message: `Diese Druckdatei gibt es nicht (mehr): ${unknown}.`,
    })
  })

  it('refuses a selection larger than the size limit before reading any file', async () => {
    const order = await placeCardOrder(handle.db, [A5, A5])
    await renderDue(handle.db, storage)
    // Two files of 1.2 GB each (as recorded; the column is a 32-bit integer): 2.4 GB together.
    await handle.db
      .update(orderPrintFiles)
      .set({ byteSize: 1_200_000_000 })
      .where(eq(orderPrintFiles.orderId, order.orderId))
    expect(2 * 1_200_000_000).toBeGreaterThan(PRODUCTION_LIMITS.zipBytes)
    const zip = await printFilesZip(handle.db, storage, order.files)
    expect(zip).toEqual({
      ok: false,
      message: 'Die Auswahl ist zusammen größer als 2 GB – bitte wählen Sie weniger Dateien aus.',
    })
  })
})
