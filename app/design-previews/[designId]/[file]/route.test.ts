import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { seedDb } from '@/lib/shop/catalogue/seed/seed-db'
import { openTestDb } from '@/lib/db/test-db'
import type { DbHandle } from '@/lib/db/types'
import { resetEnvForTests } from '@/lib/env'
import { generatedCatalogue } from '@/lib/shop/catalogue/generator/catalogue'
import { designPreviewUrl } from '@/lib/shop/catalogue/preview-url'
import { FIXTURE_DESIGNS } from '@/lib/shop/catalogue/testing/designs'
import { upsertDesigns } from '@/lib/shop/catalogue/upsert-designs'
import { themes } from '@/lib/db/schema'

let handle: DbHandle
vi.mock('@/lib/db/client', async (original) => ({
  ...(await original<typeof import('@/lib/db/client')>()),
  getDb: async () => handle.db,
}))
const { GET } = await import('./route')

const dataDir = mkdtempSync(join(tmpdir(), 'previews-'))
const design = generatedCatalogue().designs[0]
if (!design) throw new Error('the generated catalogue is empty')
const id = Number(design.id)
const previewKey = String(design.previewKey)

const get = (path: string, headers: HeadersInit = {}) => {
  const url = new URL(path, 'http://localhost:3000')
  const [, , designId = '', file = ''] = url.pathname.split('/')
  return GET(new Request(url, { headers }), { params: Promise.resolve({ designId, file }) })
}

beforeAll(async () => {
  resetEnvForTests({ NODE_ENV: 'test', DATA_DIR: dataDir })
  handle = await openTestDb()
  await seedDb(handle.db)
  await handle.db.insert(themes).values(generatedCatalogue().themes)
  // A generated design, and a fixture whose template is not a design document.
  const broken = FIXTURE_DESIGNS.slice(0, 1).map((fixture) => ({ ...fixture, slug: 'kaputte-vorlage' }))
  await upsertDesigns(handle.db, [design, ...broken])
})
afterAll(async () => {
  await handle.close()
  resetEnvForTests()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('GET /design-previews/{id}/{width}.webp', () => {
  it('renders a WebP once, caches it in the storage and marks a versioned URL immutable', async () => {
    const response = await get(designPreviewUrl({ id, previewKey }, 360))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const image = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect(image).toMatchObject({ format: 'webp', width: 360 })
    // The storage is local disk here (DATA_DIR/files); with UPLOAD_STORAGE=s3 the same key sits in the bucket.
    expect(readdirSync(join(dataDir, 'files', 'previews', String(id)))).toEqual([`${previewKey}-360.webp`])

    const again = await get(`/design-previews/${id}/360.webp`, { 'if-none-match': `"${previewKey}-360"` })
    expect(again.status).toBe(304)
    // Without the current version the URL may change, so caches must come back soon.
    expect(again.headers.get('cache-control')).toBe('public, max-age=300')
  })

  it('answers 404 JSON for an unknown design and for one whose template cannot be drawn', async () => {
    const unknown = await get('/design-previews/999999/240.webp')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ error: { status: 404, message: 'There is no design 999999' } })
    const broken = await get('/design-previews/101/240.webp')
    expect(broken.status).toBe(404)
    expect(await broken.json()).toMatchObject({
      error: { message: 'Design 101 has no preview: its template cannot be drawn' },
    })
  })

  it.each([
    ['/design-previews/10000/250.webp', 'width', 'width must be one of 240, 360, 480, 720, 960'],
    [
      '/design-previews/10000/240.png',
      'width',
      'the file must be {width}.webp with width one of 240, 360, 480, 720, 960',
    ],
    ['/design-previews/abc/240.webp', 'designId', 'designId must be a positive whole number'],
    ['/design-previews/99999999999/240.webp', 'designId', 'designId is too large'],
  ])('answers 400 JSON naming the field for %s', async (path, field, message) => {
    const response = await get(path)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: { status: 400, message, field } })
  })
})
