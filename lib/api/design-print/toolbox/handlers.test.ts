import { randomUUID } from 'node:crypto'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uploads } from '@/lib/db/schema'
import { openTestDb } from '@/lib/db/test-db'
import type { DbHandle } from '@/lib/db/types'
import { localStorage } from '@/lib/storage/local-storage'
import type { ObjectStorage } from '@/lib/storage/storage'
import { uploadRoutes, type UploadRouteDeps } from '@/lib/api/design-print/uploads/handlers'
import { createUpload } from '@/lib/shop/design-print/uploads/uploads'
import { bytesOf, jpeg, LOGO_SVG, tiff } from '@/lib/shop/design-print/uploads/testing/fixtures'
import {
  brokenPdf,
  encryptedPdf,
  pagelessPdf,
  pdfWithRectangle,
} from '@/lib/shop/design-print/uploads/testing/pdf-photo-fixtures'
import { toolboxRoutes } from './handlers'

/** The toolbox calls and the photo library (issue 26 points 2 and 8, ADR 0059). */

let handle: DbHandle
let dir: string
let storage: ObjectStorage
beforeAll(async () => {
  handle = await openTestDb()
  dir = await mkdtemp(join(tmpdir(), 'toolbox-'))
  storage = localStorage(dir)
})
afterAll(async () => {
  await handle.close()
  await rm(dir, { recursive: true, force: true })
})

const depsOf = (visitorKey: string) => async (): Promise<UploadRouteDeps> => ({
  db: handle.db,
  storage,
  ensureVisitorKey: async () => visitorKey,
  readVisitorKey: async () => visitorKey,
})
const owner = randomUUID()
const mine = toolboxRoutes(depsOf(owner))
const theirs = toolboxRoutes(depsOf(randomUUID()))

const post = (route: (request: Request) => Promise<Response>, bytes: Uint8Array, name = 'photo.jpg') => {
  const form = new FormData()
  form.set('file', new Blob([Buffer.from(bytes)]), name)
  return route(new Request('http://localhost/web-api/toolbox', { method: 'POST', body: form }))
}
const get = (route: (request: Request) => Promise<Response>, query: string, headers?: HeadersInit) =>
  route(new Request(`http://localhost/web-api/toolbox?${query}`, { headers }))
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string; key?: string; field?: string } }).error

async function stored(): Promise<{ files: number; rows: number }> {
  const top = join(dir, 'uploads')
  const folders = await readdir(top).catch(() => [])
  const files = (await Promise.all(folders.map((f) => readdir(join(top, f))))).flat().length
  return { files, rows: (await handle.db.select().from(uploads)).length }
}

async function ownUpload(
  bytes: Uint8Array,
  kind: 'photo' | 'layout' = 'photo',
  fileName = 'Urlaub am Meer.jpg',
) {
  return createUpload({ db: handle.db, storage }, { bytes, kind, visitorKey: owner, fileName })
}

describe('POST /web-api/toolbox-convert-file', () => {
  it('converts a TIFF into a print original and preview kept in the photo library', async () => {
    const response = await post(mine.convertFile, await tiff(80, 60), 'scan.tif')
    expect(response.status).toBe(200)
    const body = (await response.json()) as { id: string; format: string; widthPx: number }
    expect(body).toMatchObject({ format: 'tiff', widthPx: 80, kind: 'photo' })
    const library = uploadRoutes(depsOf(owner)).library
    const listed = (await (await library(new Request('http://localhost/customer-picture/get'))).json()) as {
      uploads: { id: string }[]
    }
    expect(listed.uploads.map((u) => u.id)).toContain(body.id)
  })

  it('refuses what is no photo in German, storing nothing', async () => {
    const before = await stored()
    const response = await post(mine.convertFile, bytesOf('GIF89a\x01\x00'), 'x.gif')
    expect(response.status).toBe(415)
    expect(await errorOf(response)).toMatchObject({
      key: 'upload.wrongTypePhoto',
      message: 'Bitte laden Sie ein Foto als JPEG, PNG, WebP, TIFF oder HEIC oder eine PDF-Datei hoch.',
    })
    expect(await stored()).toEqual(before)
  })
})

describe('POST /web-api/toolbox-convert-pdf', () => {
  it('turns the first page into a photo in the library, answered as the stored upload', async () => {
    const response = await post(mine.convertPdf, await pdfWithRectangle(), 'flyer.pdf')
    expect(response.status).toBe(200)
    const body = (await response.json()) as { id: string; format: string; widthPx: number }
    // A4 at 300 dpi (ADR 0062).
    expect(body).toMatchObject({ kind: 'photo', format: 'pdf', widthPx: 2479, heightPx: 3504 })
    const original = await get(mine.download, `id=${body.id}`)
    expect(original.headers.get('content-type')).toBe('image/jpeg')
    expect(original.headers.get('content-disposition')).toBe('attachment; filename="flyer.jpg"')
    const library = uploadRoutes(depsOf(owner)).library
    const listed = (await (await library(new Request('http://localhost/customer-picture/get'))).json()) as {
      uploads: { id: string }[]
    }
    expect(listed.uploads.map((u) => u.id)).toContain(body.id)
  })

  it.each([
    ['password-protected', encryptedPdf, 'upload.pdfEncrypted', /^Das PDF ist mit einem Passwort geschützt/],
    ['damaged', brokenPdf, 'upload.pdfUnreadable', /^Das PDF konnte nicht gelesen werden/],
    ['pageless', pagelessPdf, 'upload.pdfNoPages', /^Das PDF hat keine Seiten/],
  ])('refuses a %s PDF with a 422 in German, storing nothing', async (_name, make, key, message) => {
    const before = await stored()
    const response = await post(mine.convertPdf, make(), 'a.pdf')
    expect(response.status).toBe(422)
    const error = await errorOf(response)
    expect(error.key).toBe(key)
    expect(error.message).toMatch(message)
    expect(await stored()).toEqual(before)
  })

  it('names a file that is no PDF, in the shop’s language', async () => {
    const response = await mine.convertPdf(
      new Request('http://localhost/web-api/toolbox-convert-pdf', {
        method: 'POST',
        body: (() => {
          const form = new FormData()
          form.set('file', new Blob([Buffer.from(bytesOf('hello'))]), 'a.pdf')
          return form
        })(),
        headers: { channel: 'poster', locale: 'en-US' },
      }),
    )
    expect(response.status).toBe(415)
    expect(await errorOf(response)).toMatchObject({
      key: 'upload.wrongTypePdf',
      message: 'Please upload a PDF file.',
    })
  })

  it('refuses a body that is not a form and a missing file', async () => {
    const json = await mine.convertPdf(
      new Request('http://localhost/web-api/toolbox-convert-pdf', {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json' },
      }),
    )
    expect(json.status).toBe(415)
    const empty = await mine.convertPdf(
      new Request('http://localhost/web-api/toolbox-convert-pdf', { method: 'POST', body: new FormData() }),
    )
    expect(empty.status).toBe(400)
    expect((await errorOf(empty)).field).toBe('file')
  })
})

describe('GET /web-api/toolbox-optimize-image', () => {
  it('answers a smaller sRGB copy of the owner’s photo, JPEG or WebP', async () => {
    const photo = await ownUpload(await jpeg(1200, 800))
    const response = await get(mine.optimizeImage, `id=${photo.id}&maxSidePx=300`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 300, height: 200 })
    const webp = await get(mine.optimizeImage, `id=${photo.id}&format=webp&maxSidePx=5000`)
    // Never enlarged.
    expect(await sharp(new Uint8Array(await webp.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 1200,
    })
  })

  it('shows nothing of another visitor’s photo', async () => {
    const photo = await ownUpload(await jpeg())
    const response = await get(theirs.optimizeImage, `id=${photo.id}`)
    expect(response.status).toBe(404)
  })

  it('refuses an SVG layout (422) and bad queries naming the field (400)', async () => {
    const logo = await ownUpload(bytesOf(LOGO_SVG), 'layout', 'logo.svg')
    const svg = await get(mine.optimizeImage, `id=${logo.id}`)
    expect(svg.status).toBe(422)
    expect((await errorOf(svg)).message).toMatch(/PDF- und SVG-Dateien/)
    for (const [query, field] of [
      ['', 'id'],
      ['id=../../etc/passwd', 'id'],
      [`id=${logo.id}&maxSidePx=99999`, 'maxSidePx'],
      [`id=${logo.id}&format=gif`, 'format'],
      [`id=${logo.id}&quality=5`, 'quality'],
      [`id=${logo.id}&price=0`, 'price'],
    ] as const) {
      const response = await get(mine.optimizeImage, query)
      expect(response.status, query).toBe(400)
      expect((await errorOf(response)).field, query).toBe(field)
    }
  })
})

describe('GET /web-api/toolbox-download', () => {
  it('hands the owner their print original as a file named after the upload', async () => {
    const photo = await ownUpload(await jpeg(), 'photo', 'Urlaub "am" Meer/../x.jpeg')
    const response = await get(mine.download, `id=${photo.id}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="Urlaub am Meerx.jpg"')
    expect((await sharp(new Uint8Array(await response.arrayBuffer())).metadata()).format).toBe('jpeg')
  })

  it('answers 404 to anyone else and 400 to a malformed id', async () => {
    const photo = await ownUpload(await jpeg())
    expect((await get(theirs.download, `id=${photo.id}`)).status).toBe(404)
    const bad = await get(mine.download, 'id=up-1')
    expect(bad.status).toBe(400)
    expect((await errorOf(bad)).field).toBe('id')
    const header = await get(mine.download, `id=${photo.id}`, { locale: 'xx-XX' })
    expect(header.status).toBe(400)
  })
})

describe('GET /customer-picture/get', () => {
  it('lists the owner’s photos only', async () => {
    const photo = await ownUpload(await jpeg())
    const request = () => new Request('http://localhost/customer-picture/get')
    const own = (await (await uploadRoutes(depsOf(owner)).library(request())).json()) as {
      uploads: { id: string }[]
    }
    expect(own.uploads.map((u) => u.id)).toContain(photo.id)
    const other = await uploadRoutes(depsOf(randomUUID())).library(request())
    expect(await other.json()).toEqual({ uploads: [] })
  })
})
