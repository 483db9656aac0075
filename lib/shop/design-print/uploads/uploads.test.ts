import { randomUUID } from 'node:crypto'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uploads } from '@/lib/db/schema'
import { openTestDb } from '@/lib/db/test-db'
import type { DbHandle } from '@/lib/db/types'
import { localStorage } from '@/lib/storage/local-storage'
import type { ObjectStorage } from '@/lib/storage/storage'
import { uploadRoutes, type UploadRouteDeps } from '@/lib/api/design-print/uploads/handlers'
import { bytesOf, jpeg, LOGO_SVG, png } from './testing/fixtures'
import sharp from 'sharp'
import { UPLOAD_LIMITS } from './limits'
import { eq } from 'drizzle-orm'
import { createUpload, listUploads, thumbKeyOf } from './uploads'

let handle: DbHandle
let dir: string
let storage: ObjectStorage

beforeAll(async () => {
  handle = await openTestDb()
  dir = await mkdtemp(join(tmpdir(), 'uploads-'))
  storage = localStorage(dir)
})
afterAll(async () => {
  await handle.close()
  await rm(dir, { recursive: true, force: true })
})

async function filesOnDisk(): Promise<string[]> {
  const top = join(dir, 'uploads')
  const folders = await readdir(top).catch(() => [])
  return (await Promise.all(folders.map((f) => readdir(join(top, f))))).flat()
}

describe('createUpload', () => {
  it('stores print original and preview under server names and writes the row', async () => {
    const visitorKey = randomUUID()
    const summary = await createUpload(
      { db: handle.db, storage },
      { bytes: await jpeg(), kind: 'photo', visitorKey, fileName: '../../etc/passwd.jpg' },
    )
    expect(summary).toMatchObject({ kind: 'photo', format: 'jpeg', widthPx: 40, heightPx: 20 })
    expect(summary.id).toMatch(/^up-[0-9a-f]{32}$/)
    expect(summary.previewUrl).toBe(`/web-api/uploads/${summary.id}/preview`)
    const files = await filesOnDisk()
    expect(files).toEqual(expect.arrayContaining([`${summary.id}-print.jpg`, `${summary.id}-preview.webp`]))
    expect(files.some((f) => f.includes('passwd'))).toBe(false)
  })

  it('keeps when a photo was taken (EXIF) for ordering a book, and stores none of the EXIF itself', async () => {
    const visitorKey = randomUUID()
    const taken = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#3a6' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'Test' }, IFD2: { DateTimeOriginal: '2026:07:14 18:03:52' } })
      .toBuffer()
    const summary = await createUpload(
      { db: handle.db, storage },
      { bytes: new Uint8Array(taken), kind: 'photo', visitorKey },
    )
    expect(summary.capturedAt).toBe('2026-07-14T18:03:52')
    expect(Date.parse(summary.uploadedAt)).toBeGreaterThan(Date.now() - 60_000)
    const plain = await createUpload(
      { db: handle.db, storage },
      { bytes: await jpeg(), kind: 'photo', visitorKey },
    )
    expect(plain.capturedAt).toBeNull()
    const [stored] = (await readdir(join(dir, 'uploads', summary.id.slice(3, 5)))).filter((f) =>
      f.startsWith(`${summary.id}-print`),
    )
    const original = await sharp(join(dir, 'uploads', summary.id.slice(3, 5), stored!)).metadata()
    expect(original.exif).toBeUndefined()
  })

  it('makes a 320 px thumbnail from the same decode, served like the preview; older uploads answer their preview', async () => {
    const visitorKey = randomUUID()
    const big = await jpeg(1600, 1200)
    const summary = await createUpload({ db: handle.db, storage }, { bytes: big, kind: 'photo', visitorKey })
    expect(summary.thumbUrl).toBe(`/web-api/uploads/${summary.id}/thumb`)
    const routes = uploadRoutes(async () => ({
      db: handle.db,
      storage,
      ensureVisitorKey: async () => visitorKey,
      readVisitorKey: async () => visitorKey,
    }))
    const response = await routes.thumb(summary.id)
    expect(response.headers.get('content-type')).toBe('image/webp')
    const thumb = await sharp(new Uint8Array(await response.arrayBuffer())).metadata()
    expect([thumb.width, thumb.height]).toEqual([320, 240])
    // An upload from before thumbnails: its preview stands in.
    const [row] = await handle.db.select().from(uploads).where(eq(uploads.id, summary.id))
    await storage.delete(thumbKeyOf(row!.previewKey))
    const fallback = await sharp(
      new Uint8Array(await (await routes.thumb(summary.id)).arrayBuffer()),
    ).metadata()
    expect(fallback.width).toBe(1600)
    expect((await routes.thumb('up-00000000000000000000000000000000')).status).toBe(404)
  })

  it('lets one visitor keep a 120-photo book and a calendar (500 files), and lists them all', async () => {
    expect(UPLOAD_LIMITS.quota.maxFiles).toBe(500)
    const visitorKey = randomUUID()
    const rows = Array.from({ length: 130 }, (_, i) => {
      const id = `up-${randomUUID().replaceAll('-', '')}`
      return {
        id,
        visitorKey,
        kind: 'photo' as const,
        sourceFormat: 'jpeg' as const,
        printKey: `uploads/t/${id}-print.jpg`,
        printContentType: 'image/jpeg',
        previewKey: `uploads/t/${id}-preview.webp`,
        storedBytes: 1,
        widthPx: 4000,
        heightPx: 3000,
        createdAt: new Date(Date.UTC(2026, 10, 1, 0, 0, i)),
      }
    })
    await handle.db.insert(uploads).values(rows)
    const listed = await listUploads(handle.db, { visitorKey, customerId: null })
    expect(listed).toHaveLength(130)
    expect(listed[0]?.id).toBe(rows[129]!.id)
  })

  it('enforces the per-visitor quota in files and bytes', async () => {
    const visitorKey = randomUUID()
    const deps = { db: handle.db, storage, quota: { maxFiles: 2, maxBytes: 10_000_000 } }
    await createUpload(deps, { bytes: await png(), kind: 'photo', visitorKey })
    await createUpload(deps, { bytes: await png(), kind: 'photo', visitorKey })
    await expect(createUpload(deps, { bytes: await png(), kind: 'photo', visitorKey })).rejects.toMatchObject(
      {
        status: 429,
        message: 'You have reached the limit of 2 uploads.',
      },
    )
    // Another visitor is not affected.
    await createUpload(deps, { bytes: await png(), kind: 'photo', visitorKey: randomUUID() })
    const small = { db: handle.db, storage, quota: { maxFiles: 10, maxBytes: 500 } }
    await expect(
      createUpload(small, { bytes: await jpeg(300, 300), kind: 'photo', visitorKey: randomUUID() }),
    ).rejects.toMatchObject({ status: 429, message: /exceed/ })
  })

  it('leaves nothing behind when storing fails half-way', async () => {
    const before = (await filesOnDisk()).length
    const rowsBefore = (await handle.db.select().from(uploads)).length
    let puts = 0
    const flaky: ObjectStorage = {
      ...storage,
      put: async (key, bytes, type) => {
        if (++puts === 2) throw new Error('disk full')
        return storage.put(key, bytes, type)
      },
    }
    await expect(
      createUpload(
        { db: handle.db, storage: flaky },
        { bytes: await jpeg(), kind: 'photo', visitorKey: randomUUID() },
      ),
    ).rejects.toThrow('disk full')
    expect((await filesOnDisk()).length).toBe(before)
    expect((await handle.db.select().from(uploads)).length).toBe(rowsBefore)
  })

  it('removes the files when the database refuses the row', async () => {
    const before = (await filesOnDisk()).length
    await expect(
      createUpload(
        { db: handle.db, storage },
        { bytes: await png(), kind: 'photo', visitorKey: 'not-a-uuid' },
      ),
    ).rejects.toThrow()
    expect((await filesOnDisk()).length).toBe(before)
  })

  it('stores nothing for refused input', async () => {
    const before = (await filesOnDisk()).length
    await expect(
      createUpload(
        { db: handle.db, storage },
        { bytes: bytesOf('nope'), kind: 'photo', visitorKey: randomUUID() },
      ),
    ).rejects.toMatchObject({ status: 415 })
    expect((await filesOnDisk()).length).toBe(before)
  })
})

describe('upload API', () => {
  const owner = randomUUID()
  const routes = uploadRoutes(async (): Promise<UploadRouteDeps> => ({
    db: handle.db,
    storage,
    ensureVisitorKey: async () => owner,
    readVisitorKey: async () => owner,
  }))
  const strangerRoutes = uploadRoutes(async () => ({
    db: handle.db,
    storage,
    ensureVisitorKey: async () => randomUUID(),
    readVisitorKey: async () => randomUUID(),
  }))
  const post = (form: FormData, headers: Record<string, string> = {}) =>
    routes.create(new Request('http://localhost/web-api/uploads', { method: 'POST', body: form, headers }))
  const formWith = (bytes: Uint8Array, name: string, purpose?: string) => {
    const form = new FormData()
    form.set('file', new Blob([Buffer.from(bytes)], { type: 'image/jpeg' }), name)
    if (purpose) form.set('purpose', purpose)
    return form
  }

  it('accepts a photo, serves its preview to anyone with the id and the original to its owner only', async () => {
    const response = await post(formWith(await jpeg(), 'holiday.jpg'))
    expect(response.status).toBe(200)
    const body = (await response.json()) as { id: string; previewUrl: string }
    const preview = await routes.preview(body.id)
    expect(preview.headers.get('content-type')).toBe('image/webp')
    const original = await routes.original(body.id)
    expect(original.status).toBe(200)
    expect(original.headers.get('content-type')).toBe('image/jpeg')
    expect(original.headers.get('cache-control')).toMatch(/^private/)
    expect((await strangerRoutes.original(body.id)).status).toBe(404)
    expect((await routes.preview('up-00000000000000000000000000000000')).status).toBe(404)
    expect((await routes.preview('../../etc/passwd')).status).toBe(404)
  })

  it('lists the visitor’s own uploads, newest first, and nothing for others', async () => {
    const list = await routes.list(new Request('http://localhost/web-api/uploads'))
    const body = (await list.json()) as { uploads: { id: string; kind: string }[] }
    expect(body.uploads.length).toBeGreaterThan(0)
    expect(body.uploads.every((u) => /^up-/.test(u.id))).toBe(true)
    const other = await strangerRoutes.list(new Request('http://localhost/web-api/uploads'))
    expect(await other.json()).toEqual({ uploads: [] })
  })

  it('accepts an SVG logo as a layout', async () => {
    const response = await post(formWith(bytesOf(LOGO_SVG), 'logo.svg', 'layout'))
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ kind: 'layout', format: 'svg' })
  })

  // Without a locale header an API call is the German shop's (lib/api/api-context.ts).
  it.each([
    [
      'a text file named .jpg',
      () => formWith(bytesOf('hello'), 'x.jpg'),
      415,
      'upload.wrongTypePhoto',
      /^Bitte laden Sie ein Foto als JPEG, PNG, WebP, TIFF oder HEIC oder eine PDF-Datei hoch\.$/,
    ],
    [
      'a damaged PDF as a photo (its first page would be the photo)',
      () => formWith(bytesOf('%PDF-1.7\n'), 'x.jpg'),
      422,
      'upload.pdfUnreadable',
      /^Das PDF konnte nicht gelesen werden/,
    ],
    [
      'a GIF as a photo',
      () => formWith(bytesOf('GIF89a\x01\x00'), 'x.gif'),
      415,
      'upload.wrongTypePhoto',
      /^Bitte laden Sie ein Foto/,
    ],
    [
      'a truncated JPEG',
      async () => formWith((await jpeg(300, 200)).slice(0, 500), 'x.jpg'),
      422,
      'upload.imageUnreadable',
      /beschädigt oder unvollständig/,
    ],
    [
      'an SVG with a script',
      () => formWith(bytesOf('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'), 'a.svg', 'layout'),
      422,
      'upload.svg.forbiddenElement',
      /^Wir können diese SVG-Datei nicht annehmen: Die Datei enthält ein <script>-Element; das ist nicht erlaubt\.$/,
    ],
    [
      'an SVG with a long text',
      () =>
        formWith(
          bytesOf(`<svg xmlns="http://www.w3.org/2000/svg"><text>${'W'.repeat(1_001)}</text></svg>`),
          'a.svg',
          'layout',
        ),
      422,
      'upload.svg.textTooLong',
      /länger als 1\.000 Zeichen/,
    ],
    [
      'an unknown purpose',
      async () => formWith(await jpeg(), 'x.jpg', 'poster'),
      400,
      'upload.purpose',
      /„purpose“ muss „photo“ oder „layout“ sein/,
    ],
    ['no file field', () => new FormData(), 400, 'upload.noFile', /im Formularfeld „file“/],
  ])('answers %s with its status, a key and a German message', async (_name, make, status, key, message) => {
    const response = await post(await make())
    expect(response.status).toBe(status)
    const body = (await response.json()) as { error: { message: string; key: string } }
    expect(body.error.key).toBe(key)
    expect(body.error.message).toMatch(message)
  })

  it('answers in the language of the shop the request comes from', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"><text>${'W'.repeat(1_001)}</text></svg>`
    const messageFor = async (headers: Record<string, string>) => {
      const response = await post(formWith(bytesOf(svg), 'a.svg', 'layout'), headers)
      expect(response.status).toBe(422)
      return ((await response.json()) as { error: { message: string } }).error.message
    }
    expect(await messageFor({ locale: 'de-DE' })).toMatch(/länger als 1\.000 Zeichen/)
    // Numbers are grouped as each country writes them (Intl): a space in Austria, an apostrophe in
    // Switzerland, where ß is also written ss.
    expect(await messageFor({ locale: 'de-AT' })).toMatch(/länger als 1\s000 Zeichen/)
    const swiss = await messageFor({ locale: 'de-CH' })
    expect(swiss).toMatch(/länger als 1['’]000 Zeichen/)
    expect(swiss).not.toContain('ß')
    expect(await messageFor({ channel: 'poster', locale: 'en-US' })).toMatch(
      /^The SVG was refused: a text in the file is longer than 1,000 characters/,
    )
  })

  it('refuses past the quota with the quota key, in German', async () => {
    const full = uploadRoutes(async () => ({
      db: handle.db,
      storage,
      ensureVisitorKey: async () => owner,
      readVisitorKey: async () => owner,
      quota: { maxFiles: 1, maxBytes: 1024 * 1024 * 1024 },
    }))
    const request = new Request('http://localhost/web-api/uploads', {
      method: 'POST',
      body: formWith(await jpeg(), 'x.jpg'),
    })
    const response = await full.create(request)
    expect(response.status).toBe(429)
    expect(await response.json()).toMatchObject({
      error: { key: 'upload.quotaFiles', message: 'Sie haben die Höchstzahl von 1 Uploads erreicht.' },
    })
  })

  it('refuses a JSON body and an oversized declared length before reading', async () => {
    const json = await routes.create(
      new Request('http://localhost/web-api/uploads', {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json' },
      }),
    )
    expect(json.status).toBe(415)
    const huge = await routes.create(
      new Request('http://localhost/web-api/uploads', {
        method: 'POST',
        body: 'x',
        headers: {
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(200 * 1024 * 1024),
        },
      }),
    )
    expect(huge.status).toBe(413)
  })
})
