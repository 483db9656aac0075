import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DbHandle } from '@/lib/db/types'
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client-address'
import type { RenderPool } from '@/lib/render/pool'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { createSavedDesign } from '@/lib/shop/design-print/saved-designs/saved-designs'
import { localStorage } from '@/lib/storage/local-storage'
import { proofManifestRoute, proofPageRoute } from '@/lib/api/design-print/print/proof-images-route'
import type { ProofManifest } from './proof-images'
import { renderSavedDesignProof } from './proof'
import { ptToMm } from '@/lib/shop/design-print/design/geometry'
import { boxOf, loadPdf, pageTexts } from './testing/pdf-inspect'
import { PLACE_CARD_OPTIONS, placeCardDocument, savePlaceCardWithGuests } from './testing/place-card'

/**
 * Issue 30 point 6: the proof is the print file, one guest at a time (ADR 0084). The place card's
 * front says "{{Vorname}} {{Nachname}}".
 */
let handle: DbHandle
let dir: string
const owner = randomUUID()
let savedId = ''
let plainId = ''

beforeAll(async () => {
  handle = await openCatalogueTestDb()
  dir = await mkdtemp(join(tmpdir(), 'proof-images-'))
  savedId = await savePlaceCardWithGuests(handle.db, owner)
  plainId = (
    await createSavedDesign(
      handle.db,
      { visitorKey: owner },
      { designId: 101, document: placeCardDocument(), options: PLACE_CARD_OPTIONS },
    )
  ).id
}, 60_000)
afterAll(async () => {
  ;(globalThis as { __renderPool?: RenderPool }).__renderPool?.close()
  await handle.close()
  await rm(dir, { recursive: true, force: true })
})

const deps = async () => ({ db: handle.db, storage: localStorage(dir), owner: { visitorKey: owner } })
const request = (path: string) =>
  new Request(`http://localhost${path}`, { headers: { [CLIENT_ADDRESS_HEADER]: '198.51.100.41' } })
const manifest = (id: string, query = '') =>
  proofManifestRoute(deps)(request(`/web-api/designs/${id}/proof${query}`), id)
const page = (id: string, n: string, query: string) =>
  proofPageRoute(deps)(request(`/web-api/designs/${id}/proof/pages/${n}${query}`), id, n)

describe('the proof of one guest', () => {
  it("prints only the asked guest's set, with the guest's name and no placeholder", async () => {
    const all = await loadPdf((await renderSavedDesignProof(await deps(), savedId)) ?? new Uint8Array())
    const bytes = await renderSavedDesignProof(await deps(), savedId, { guest: 2 })
    const pdf = await loadPdf(bytes ?? new Uint8Array())
    expect(pdf.getPageCount() * 3).toBe(all.getPageCount())
    const text = pdf.getPages().flatMap(pageTexts).join('\n')
    expect(text).toContain('Änne Groß')
    expect(text).not.toContain('{{')
    expect(text).not.toMatch(/Jürgen|Björn/)
  })

  it('lists the pages of the print file as cut, the guest and the revision', async () => {
    const response = await manifest(savedId, '?guest=3')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const body = (await response.json()) as ProofManifest
    expect(body.guest).toEqual({ number: 3, count: 3, label: 'Björn Öz' })
    expect(body.revision).toBe(1)
    // The print file's own pages and TrimBoxes, however the format is imposed.
    const pdf = await loadPdf(
      (await renderSavedDesignProof(await deps(), savedId, { guest: 3 })) ?? new Uint8Array(),
    )
    expect(body.pages).toHaveLength(pdf.getPageCount())
    // One guest's set: a third of the file of all three guests.
    const all = await loadPdf((await renderSavedDesignProof(await deps(), savedId)) ?? new Uint8Array())
    expect(body.pages.length * 3).toBe(all.getPageCount())
    body.pages.forEach((p, i) => {
      const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = boxOf(pdf.getPage(i), 'TrimBox')
      expect(p.widthMm).toBeCloseTo(ptToMm(x1 - x0), 1)
      expect(p.heightMm).toBeCloseTo(ptToMm(y1 - y0), 1)
    })
  })

  it('shows the first guest when none is named, and no guest for a design without a list', async () => {
    const first = (await (await manifest(savedId)).json()) as ProofManifest
    expect(first.guest).toMatchObject({ number: 1, label: 'Jürgen Weiß' })
    const plain = (await (await manifest(plainId)).json()) as ProofManifest
    expect(plain.guest).toBeNull()
    expect(plain.pages.length).toBeGreaterThan(0)
  })

  it('draws a page of the print file cut to its TrimBox, as a private WebP', async () => {
    const response = await page(savedId, '1', '?guest=2&revision=1')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('cache-control')).toMatch(/^private/)
    const picture = Buffer.from(await response.arrayBuffer())
    const { width = 0, height = 0, format } = await sharp(picture).metadata()
    expect(format).toBe('webp')
    const shown = ((await (await manifest(savedId, '?guest=2')).json()) as ProofManifest).pages[0]
    // Cut at the trim: the page's ratio, not the sheet's with its bleed and crop marks.
    expect(width / height).toBeCloseTo((shown?.widthMm ?? 0) / (shown?.heightMm ?? 1), 1)
    expect(Math.max(width, height)).toBe(1200)
    // Drawn, not blank: the name's ink and the dotted background differ from plain paper.
    const { channels } = await sharp(picture).stats()
    expect(channels[0]?.stdev ?? 0).toBeGreaterThan(5)
  })

  it('answers 409 for a revision that is no longer the saved one', async () => {
    const response = await page(savedId, '1', '?guest=2&revision=2')
    expect(response.status).toBe(409)
    expect(((await response.json()) as { error: { key: string } }).error.key).toBe('proof.stale')
  })
})
