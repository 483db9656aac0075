import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { uploads as uploadRows } from '@/lib/db/schema'
import type { DbHandle } from '@/lib/db/types'
import { openTestDb } from '@/lib/db/test-db'
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client-address'
import { RENDER_LIMITS } from '@/lib/render/limits'
import { RenderPool } from '@/lib/render/pool'
import { toolboxRoutes } from '@/lib/api/design-print/toolbox/handlers'
import { activePdf } from '@/lib/shop/design-print/uploads/testing/active-pdf'
import {
  brokenPdf,
  encryptedPdf,
  pagelessPdf,
  pdfPageOfPoints,
  pdfWithRectangle,
} from '@/lib/shop/design-print/uploads/testing/pdf-photo-fixtures'
import { localStorage } from '@/lib/storage/local-storage'

/**
 * Issue 26 point 2: PDFs sent to be turned into a photo (toolbox-convert-pdf, ADR 0062). PDFium
 * reads them in the render pool only; a locked, broken, empty or absurdly large file is answered with
 * a 4xx in the shop's language and nothing is stored; a page that needs more memory than a render
 * may take is stopped; what is kept of a PDF with scripts is a plain JPEG.
 */
let handle: DbHandle
let storageDir: string
const visitor = randomUUID()
beforeAll(async () => {
  storageDir = mkdtempSync(join(tmpdir(), 'hostile-pdf-photo-'))
  handle = await openTestDb()
}, 180_000)
afterAll(async () => {
  await handle.close()
  rmSync(storageDir, { recursive: true, force: true })
})

const state = globalThis as typeof globalThis & { __renderPool?: RenderPool }
afterEach(() => {
  state.__renderPool?.close()
  state.__renderPool = undefined
})

const routes = () =>
  toolboxRoutes(async () => ({
    db: handle.db,
    storage: localStorage(storageDir),
    ensureVisitorKey: async () => visitor,
    readVisitorKey: async () => visitor,
  }))

function convert(bytes: Uint8Array, headers: Record<string, string> = {}) {
  const form = new FormData()
  form.set('file', new Blob([Buffer.from(bytes)]), 'upload.pdf')
  return routes().convertPdf(
    new Request('http://localhost:3000/web-api/toolbox-convert-pdf', {
      method: 'POST',
      body: form,
      headers: { [CLIENT_ADDRESS_HEADER]: '203.0.113.7', ...headers },
    }),
  )
}
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string; key?: string } }).error

async function stored(): Promise<{ files: number; rows: number }> {
  const top = join(storageDir, 'uploads')
  const folders = (() => {
    try {
      return readdirSync(top)
    } catch {
      return []
    }
  })()
  const files = folders.flatMap((f) => readdirSync(join(top, f))).length
  return { files, rows: (await handle.db.select().from(uploadRows)).length }
}

const ENGLISH = { channel: 'poster', locale: 'en-US' }

describe('PDFs turned into a photo', () => {
  it.each([
    [
      'a password-protected PDF',
      () => encryptedPdf(),
      422,
      'upload.pdfEncrypted',
      ENGLISH,
      /password-protected/,
    ],
    ['a damaged PDF', () => brokenPdf(), 422, 'upload.pdfUnreadable', {}, /^Das PDF konnte nicht gelesen/],
    ['a PDF without pages', () => pagelessPdf(), 422, 'upload.pdfNoPages', ENGLISH, /no pages/],
    [
      'a page of 35 × 35 m',
      () => pdfPageOfPoints(100_000, 100_000),
      422,
      'upload.pdfPageSize',
      ENGLISH,
      /between 10 and 5,?080 mm/,
    ],
    ['a page of 1 × 1 pt', () => pdfPageOfPoints(1, 1), 422, 'upload.pdfPageSize', {}, /zwischen 10 und/],
    [
      'a photo sent as PDF',
      () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
          .jpeg()
          .toBuffer()
          .then((b) => new Uint8Array(b)),
      415,
      'upload.wrongTypePdf',
      {},
      /PDF-Datei/,
    ],
  ] as const)(
    '%s is refused in the shop’s language, nothing stored',
    async (_name, make, status, key, headers, message) => {
      const before = await stored()
      const response = await convert(await make(), headers)
      expect(response.status).toBe(status)
      const error = await errorOf(response)
      expect(error.key).toBe(key)
      expect(error.message).toMatch(message)
      expect(await stored()).toEqual(before)
    },
  )

  it('stops a page that needs more memory than a render may take (422, nothing stored)', async () => {
    // A0 at 300 dpi is 139 MP, 556 MB as a bitmap: far over a 200 MB render.
    const script = fileURLToPath(new URL('../../lib/render/child.mjs', import.meta.url))
    state.__renderPool = new RenderPool({ ...RENDER_LIMITS, script, maxRssBytes: 200 * 1024 * 1024 })
    const before = await stored()
    const response = await convert(await pdfWithRectangle({ widthMm: 841, heightMm: 1189 }), ENGLISH)
    expect(response.status).toBe(422)
    expect(await errorOf(response)).toMatchObject({ key: 'render.memory' })
    expect(await stored()).toEqual(before)
  }, 60_000)

  it('keeps nothing of a PDF’s scripts, actions or attachments: the stored original is a JPEG', async () => {
    const response = await convert(await activePdf())
    expect(response.status).toBe(200)
    const { id } = (await response.json()) as { id: string }
    const original = await routes().download(
      new Request(`http://localhost:3000/web-api/toolbox-download?id=${id}`, {
        headers: { [CLIENT_ADDRESS_HEADER]: '203.0.113.7' },
      }),
    )
    expect(original.headers.get('content-type')).toBe('image/jpeg')
    const bytes = Buffer.from(await original.arrayBuffer())
    expect((await sharp(bytes).metadata()).format).toBe('jpeg')
    expect(bytes.toString('latin1')).not.toMatch(/app\.alert|x\.exe|%PDF/)
  })
})
