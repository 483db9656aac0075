import { createHash, randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { uploadRoutes } from '@/lib/api/design-print/uploads/handlers'
import { orderPrintFiles, orders, themes } from '@/lib/db/schema'
import { openTestDb } from '@/lib/db/test-db'
import type { DbHandle } from '@/lib/db/types'
import { parseEnv, resetEnvForTests } from '@/lib/env'
import { generatedCatalogue } from '@/lib/shop/catalogue/generator/catalogue'
import { designPreviewUrl } from '@/lib/shop/catalogue/preview-url'
import { seedDb } from '@/lib/shop/catalogue/seed/seed-db'
import { upsertDesigns } from '@/lib/shop/catalogue/upsert-designs'
import type { WallArtSpec } from '@/lib/shop/design-print/design/wall-art'
import { processDuePrintFiles } from '@/lib/shop/design-print/print-files/worker'
import { loadPdf, pageImageWidths } from '@/lib/shop/design-print/print/testing/pdf-inspect'
import { jpeg } from '@/lib/shop/design-print/uploads/testing/fixtures'
import { readUploadPreview } from '@/lib/shop/design-print/uploads/uploads'
import { addCartItem } from '@/lib/shop/sales/cart/cart'
import { wallArtDesign } from '@/lib/shop/sales/cart/testing/wall-art'
import { placeOrder } from '@/lib/shop/sales/orders/place-order'
import { READ, parsedCheckout } from '@/lib/shop/sales/orders/testing/fixtures'
import { storageFromEnv } from './from-env'
import type { ObjectStorage } from './storage'
import { startS3Server, type S3Server } from './testing/s3-server.mjs'

/**
 * Issue 33 point 1 end to end: a shop configured with UPLOAD_STORAGE=s3 (the settings alone, through
 * getStorage) against s3rver. A photo uploaded through the upload route, a wall-art poster of it
 * ordered, the print worker's real render: the PDF lands in the bucket with the photo read from the
 * bucket, the back office downloads it byte for byte, and a second instance (its own S3 client from
 * the same settings) reads what the first wrote. Nothing lands on the instance's own disk.
 */
const state = vi.hoisted(() => ({ db: null as unknown }))
vi.mock('@/lib/api/request-db', () => ({ requestDb: async () => state.db }))
vi.mock('@/lib/db/client', async (original) => ({
  ...(await original<typeof import('@/lib/db/client')>()),
  getDb: async () => state.db,
}))
vi.mock('@/lib/api/backoffice/staff-session', () => ({
  BACKOFFICE_PATH: '/backoffice',
  staffLog: () => undefined,
  staffForRoute: async () => ({
    customerId: randomUUID(),
    email: 'team@example.com',
    name: 'Paula Produktion',
    role: 'production',
  }),
}))

let s3: S3Server
let dataDir: string
let handle: DbHandle
/** The second instance: the same settings, its own client. */
let other: ObjectStorage
const design = generatedCatalogue().designs[0]!

beforeAll(async () => {
  s3 = await startS3Server()
  dataDir = await mkdtemp(join(tmpdir(), 'shop-on-s3-'))
  const settings = { NODE_ENV: 'test', DATA_DIR: dataDir, ...s3.env }
  resetEnvForTests(settings)
  other = storageFromEnv(parseEnv(settings))
  handle = await openTestDb({ seed: seedDb })
  await handle.db.insert(themes).values(generatedCatalogue().themes)
  await upsertDesigns(handle.db, [design])
  state.db = handle.db
}, 180_000)
afterAll(async () => {
  await handle.close()
  resetEnvForTests()
  await s3.stop()
  await rm(dataDir, { recursive: true, force: true })
})

async function keysUnder(storage: ObjectStorage, prefix: string): Promise<string[]> {
  const keys: string[] = []
  for await (const object of storage.list(prefix)) keys.push(object.key)
  return keys
}

const POSTER: WallArtSpec = { material: 'poster', widthMm: 300, heightMm: 400, frame: null, canvas: null }

describe('the shop on S3 (UPLOAD_STORAGE=s3 against s3rver)', () => {
  it('uploads a photo, prints the ordered poster into the bucket and the back office downloads it', async () => {
    const { getStorage } = await import('./from-env')
    const visitorKey = randomUUID()
    const routes = uploadRoutes(async () => ({
      db: handle.db,
      storage: getStorage(),
      ensureVisitorKey: async () => visitorKey,
      readVisitorKey: async () => visitorKey,
    }))

    // The wall-art tool's upload: a 1500 × 2000 photo through the route, as the browser sends it.
    const form = new FormData()
    form.set('file', new Blob([Buffer.from(await jpeg(1500, 2000))]), 'Urlaub am Meer.jpg')
    form.set('purpose', 'photo')
    const uploaded = await routes.create(
      new Request('http://localhost/web-api/uploads', { method: 'POST', body: form }),
    )
    expect(uploaded.status).toBe(200)
    const photo = (await uploaded.json()) as { id: string; widthPx: number; heightPx: number }
    const stored = await keysUnder(other, 'uploads/')
    expect(stored.filter((key) => key.includes(photo.id))).toHaveLength(3)
    // The second instance serves the editor's preview the first one stored.
    expect((await readUploadPreview({ db: handle.db, storage: other }, photo.id))?.contentType).toBe(
      'image/webp',
    )

    // The poster of that photo, ordered; the print worker renders it with the photo from the bucket.
    const owner = { visitorKey }
    await addCartItem(
      handle.db,
      owner,
      { kind: 'wallart', snapshot: wallArtDesign(POSTER, photo), quantity: 1 },
      READ,
    )
    const { order } = await placeOrder(handle.db, parsedCheckout({ paymentMethod: 'prepayment' }), {
      owner,
      brand: 'poster',
      locale: 'de-DE',
    })
    expect(await processDuePrintFiles(handle.db, getStorage())).toMatchObject({ done: 1, failed: 0 })
    const [row] = await handle.db.select().from(orders).where(eq(orders.number, order.number))
    const [file] = await handle.db.select().from(orderPrintFiles).where(eq(orderPrintFiles.orderId, row!.id))
    expect(file).toMatchObject({ state: 'done' })
    expect(await keysUnder(other, 'print-files/')).toEqual([file!.storageKey])
    const printed = await loadPdf((await other.get(file!.storageKey!))!)
    expect(pageImageWidths(printed.getPage(0))).toEqual([1500])

    // The back office's download, streamed from the bucket: the very file the worker recorded.
    const { GET } = await import('@/app/backoffice/orders/[number]/print-files/[file]/route')
    const download = await GET(new Request('http://localhost/'), {
      params: Promise.resolve({ number: order.number, file: file!.id }),
    })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/pdf')
    expect(download.headers.get('content-length')).toBe(String(file!.byteSize))
    const body = new Uint8Array(await download.arrayBuffer())
    expect(createHash('sha256').update(body).digest('hex')).toBe(file!.sha256)

    // Nothing of it went to the instance's own disk.
    expect(existsSync(join(dataDir, 'files'))).toBe(false)
  }, 180_000)

  it('keeps a rendered design preview in the bucket, where the next instance finds it', async () => {
    const { GET } = await import('@/app/design-previews/[designId]/[file]/route')
    const id = Number(design.id)
    const url = new URL(
      designPreviewUrl({ id, previewKey: String(design.previewKey) }, 240),
      'http://localhost',
    )
    const response = await GET(new Request(url), {
      params: Promise.resolve({ designId: String(id), file: '240.webp' }),
    })
    expect(response.status).toBe(200)
    expect(await keysUnder(other, `previews/${id}/`)).toEqual([
      `previews/${id}/${design.previewKey}-240.webp`,
    ])
    expect(existsSync(join(dataDir, 'previews'))).toBe(false)
  }, 60_000)
})
