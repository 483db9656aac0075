import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { FIXTURE_DESIGNS } from '@/lib/shop/catalogue/testing/designs'
import { createGuestList } from '@/lib/shop/design-print/guest-list/guest-lists'
import { localStorage } from '@/lib/storage/local-storage'
import { createUpload } from '@/lib/shop/design-print/uploads/uploads'
import { jpeg } from '@/lib/shop/design-print/uploads/testing/fixtures'
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client-address'
import { createPdfAdmission, type PdfAdmission } from '@/lib/shop/design-print/threads/pdf-admission'
import { printPreviewRoute } from './handlers'
import { uploadAssetResolver } from '@/lib/shop/design-print/print/upload-assets'
import { loadPdf, pageTexts } from '@/lib/shop/design-print/print/testing/pdf-inspect'
import { placeCardDesign } from '@/lib/shop/design-print/print/testing/place-card'

let handle: DbHandle
let dir: string
const owner = randomUUID()
let listId = ''

beforeAll(async () => {
  handle = await openCatalogueTestDb([placeCardDesign(901), FIXTURE_DESIGNS[0]!])
  dir = await mkdtemp(join(tmpdir(), 'print-'))
  const csv = 'Vorname;Nachname;Tisch\nJürgen;Weiß;3\nÄnne;Groß;7\nBjörn;Öz;9\n'
  listId = (await createGuestList(handle.db, { bytes: new TextEncoder().encode(csv), visitorKey: owner })).id
})
afterAll(async () => {
  await handle.close()
  await rm(dir, { recursive: true, force: true })
})

const route = (visitor: string | null, admit?: PdfAdmission) =>
  printPreviewRoute(async () => ({
    db: handle.db,
    storage: localStorage(dir),
    readVisitorKey: async () => visitor,
    admit,
  }))
const get = (file: string, query = '', visitor: string | null = owner) =>
  route(visitor)(new Request(`http://localhost/web-api/print-preview/${file}${query}`), file)

describe('GET /web-api/print-preview/{designId}.pdf', () => {
  it('renders a catalogue design with the visitor’s guest list, one set per row', async () => {
    const response = await get('901.pdf', `?guestList=${listId}&rows=2`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const pdf = await loadPdf(new Uint8Array(await response.arrayBuffer()))
    // A place card prints as one flat sheet per guest (imposition.ts).
    expect(pdf.getPageCount()).toBe(2)
    expect(pageTexts(pdf.getPage(1))).toEqual(['Änne Groß', 'Tisch 7'])
  })

  it('renders the bare template without a list', async () => {
    const pdf = await loadPdf(new Uint8Array(await (await get('901.pdf')).arrayBuffer()))
    expect(pdf.getPageCount()).toBe(1)
  })

  it.each([
    ['an unknown design', '999.pdf', '', 404, /no design 999/],
    ['a design without a printable template', '101.pdf', '', 422, /no printable template/],
    ['a file name that is not <id>.pdf', '901.png', '', 404, /<design id>\.pdf/],
    ['a path trick', '..%2F901.pdf', '', 404, /<design id>\.pdf/],
    ['a bad rows value', '901.pdf', '?rows=0', 400, /rows/],
    ['an unknown query parameter', '901.pdf', '?evil=1', 400, /query/],
    ['someone else’s guest list', '901.pdf', `?guestList=${randomUUID()}`, 404, /guest list/],
  ])('answers %s with %i', async (_name, file, query, status, message) => {
    const response = await get(file, query)
    expect(response.status).toBe(status)
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(message)
  })

  it('does not show a guest list to another visitor', async () => {
    const response = await get('901.pdf', `?guestList=${listId}`, randomUUID())
    expect(response.status).toBe(404)
  })
})

describe('uploadAssetResolver', () => {
  it('gives the owner’s print original and nothing to anyone else', async () => {
    const storage = localStorage(dir)
    const upload = await createUpload(
      { db: handle.db, storage },
      { bytes: await jpeg(64, 48), kind: 'photo', visitorKey: owner },
    )
    const asset = await uploadAssetResolver(handle.db, storage, { visitorKey: owner })(upload.id)
    expect(asset?.kind).toBe('jpeg')
    expect(asset?.bytes.length).toBeGreaterThan(100)
    expect(await uploadAssetResolver(handle.db, storage, { visitorKey: randomUUID() })(upload.id)).toBeNull()
    expect(await uploadAssetResolver(handle.db, storage, { visitorKey: null })(upload.id)).toBeNull()
  })

  it('caps print files drawn at once: 503 with Retry-After when the shop draws its share', async () => {
    const admit = createPdfAdmission({ perClient: 2, total: 1, retryAfterSeconds: { busy: 5, tooMany: 2 } })
    let finish!: () => void
    const held = admit('198.51.100.41', () => new Promise<void>((resolve) => (finish = resolve)))
    const request = new Request('http://localhost/web-api/print-preview/901.pdf', {
      headers: { [CLIENT_ADDRESS_HEADER]: '198.51.100.42' },
    })
    const response = await route(owner, admit)(request, '901.pdf')
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('5')
    finish()
    await held
    expect((await route(owner, admit)(request, '901.pdf')).status).toBe(200)
  })
})
