import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PDFDict, PDFName } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { createSavedDesign } from '@/lib/shop/design-print/saved-designs/saved-designs'
import { localStorage } from '@/lib/storage/local-storage'
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client-address'
import { createPdfAdmission, type PdfAdmission } from '@/lib/shop/design-print/threads/pdf-admission'
import { savedDesignProofRoute } from '@/lib/api/design-print/print/proof-route'
import { loadPdf, pageTexts } from './testing/pdf-inspect'
import { placeCardDocument, savePlaceCardWithGuests } from './testing/place-card'
import { printPages } from './spreads'

let handle: DbHandle
let dir: string
const owner = randomUUID()
let savedId = ''

beforeAll(async () => {
  handle = await openCatalogueTestDb()
  dir = await mkdtemp(join(tmpdir(), 'proof-'))
  savedId = await savePlaceCardWithGuests(handle.db, owner)
})
afterAll(async () => {
  await handle.close()
  await rm(dir, { recursive: true, force: true })
})

const proofRequest = (id: string) =>
  new Request(`http://localhost/web-api/designs/${id}/proof.pdf`, {
    headers: { [CLIENT_ADDRESS_HEADER]: '198.51.100.40' },
  })
const get = (id: string, visitorKey: string | null, admit?: PdfAdmission) =>
  savedDesignProofRoute(async () => ({
    db: handle.db,
    storage: localStorage(dir),
    owner: { visitorKey },
    admit,
  }))(proofRequest(id), id)

describe('GET /web-api/designs/{id}/proof.pdf', () => {
  it('renders the own saved design once per guest, through the saved mapping', async () => {
    const response = await get(savedId, owner)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    const pdf = await loadPdf(bytes)
    // A place card prints as one flat sheet per guest (imposition.ts).
    const pagesPerSet = printPages(placeCardDocument()).length
    expect(pdf.getPageCount()).toBe(3 * pagesPerSet)
    expect(pageTexts(pdf.getPage(pagesPerSet))).toEqual(['Änne Groß', 'Tisch 7'])
    expect(pdf.getTitle() ?? '').not.toMatch(/muster|watermark/i)
  })

  it.each([
    ['another visitor', () => randomUUID()],
    ['a visitor without a key', () => null],
  ])('is a 404 for %s', async (_name, visitor) => {
    const response = await get(savedId, visitor())
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ error: { message: 'There is no such saved design.' } })
  })

  it('shows the layers marked foil on the spot colour of the design’s refinement, as printed (ADR 0082)', async () => {
    const card = placeCardDocument()
    const [front, ...rest] = card.pages
    const layers = front!.layers.map((layer) => (layer.type === 'text' ? { ...layer, foil: true } : layer))
    const document = { ...card, pages: [{ ...front!, layers }, ...rest] }
    const options = {
      productType: 'folded-card',
      format: 'a6',
      paper: 'premium-matt',
      refinement: 'silver',
      quantity: 5,
    } as const
    const saved = await createSavedDesign(
      handle.db,
      { visitorKey: owner },
      { designId: 101, document, options },
    )
    const pdf = await loadPdf(new Uint8Array(await (await get(saved.id, owner)).arrayBuffer()))
    const spaces = pdf.getPage(0).node.Resources()?.lookupMaybe(PDFName.of('ColorSpace'), PDFDict)
    expect(spaces?.get(PDFName.of('Foil_Silver'))).toBeDefined()
  })

  it('is a 404 for an id that is not a saved design id', async () => {
    expect((await get('nope', owner)).status).toBe(404)
  })

  it('answers 429 with Retry-After while the visitor already has their share of print files drawn', async () => {
    const admit = createPdfAdmission({ perClient: 1, total: 6, retryAfterSeconds: { busy: 5, tooMany: 2 } })
    let finish!: () => void
    const held = admit('198.51.100.40', () => new Promise<void>((resolve) => (finish = resolve)))
    const response = await get(savedId, owner, admit)
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('2')
    expect(((await response.json()) as { error: { key: string } }).error.key).toBe('render.too-many')
    finish()
    await held
    expect((await get(savedId, owner, admit)).status).toBe(200)
  })
})
