import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DbHandle } from '@/lib/db/types'
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client-address'
import type { RenderPool } from '@/lib/render/pool'
import { proofManifestRoute, proofPageRoute } from '@/lib/api/design-print/print/proof-images-route'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { createGuestList } from '@/lib/shop/design-print/guest-list/guest-lists'
import { placeCardDocument } from '@/lib/shop/design-print/print/testing/place-card'
import { createSavedDesign } from '@/lib/shop/design-print/saved-designs/saved-designs'
import { localStorage } from '@/lib/storage/local-storage'

/**
 * Issue 30 point 6 (ADR 0084): the proof's pages are the requester's own print file. Someone else's
 * design is a 404 that does not say whether it exists; guest and page numbers that are not a guest or
 * page of this design (zero, negative, fractions, exponents, numbers past any list, past this list)
 * are a 4xx with a sentence, never a 500 and never a render.
 */
let handle: DbHandle
let dir: string
const owner = randomUUID()
const stranger = randomUUID()
let savedId = ''
let plainId = ''

beforeAll(async () => {
  handle = await openCatalogueTestDb()
  dir = await mkdtemp(join(tmpdir(), 'hostile-proof-'))
  const csv = 'Vorname;Nachname;Tisch\nAnna;Berg;1\nCem;See;2\n'
  const list = await createGuestList(handle.db, { bytes: new TextEncoder().encode(csv), visitorKey: owner })
  const options = { productType: 'folded-card', format: 'a6', paper: 'premium-matt', quantity: 5 } as const
  const create = (document: ReturnType<typeof placeCardDocument>) =>
    createSavedDesign(handle.db, { visitorKey: owner }, { designId: 101, document, options })
  savedId = (await create({ ...placeCardDocument(), guestListId: list.id })).id
  plainId = (await create(placeCardDocument())).id
}, 60_000)
afterAll(async () => {
  ;(globalThis as { __renderPool?: RenderPool }).__renderPool?.close()
  await handle.close()
  await rm(dir, { recursive: true, force: true })
})

const depsOf = (visitorKey: string | null) => async () => ({
  db: handle.db,
  storage: localStorage(dir),
  owner: { visitorKey },
})
const request = (path: string) =>
  new Request(`http://localhost${path}`, { headers: { [CLIENT_ADDRESS_HEADER]: '203.0.113.30' } })
const manifest = (id: string, query: string, visitor: string | null = owner) =>
  proofManifestRoute(depsOf(visitor))(request(`/web-api/designs/${id}/proof${query}`), id)
const page = (id: string, n: string, query: string, visitor: string | null = owner) =>
  proofPageRoute(depsOf(visitor))(request(`/web-api/designs/${id}/proof/pages/${n}${query}`), id, n)

type ErrorBody = { error: { status: number; message: string; field?: string } }

async function refusal(response: Response, status: number) {
  expect(response.status).toBe(status)
  const body = (await response.json()) as ErrorBody
  // A sentence for a person, not a stack trace or an empty body.
  expect(body.error.message).toMatch(/^[A-Z].{10,}\.$/)
  expect(body.error.message).not.toMatch(/at .+\(|Error:|undefined|NaN/)
  return body
}

describe('somebody else’s proof', () => {
  it.each([
    ['another visitor', stranger],
    ['no visitor', null],
  ])('is a 404 for %s, manifest and page alike', async (_name, visitor) => {
    await refusal(await manifest(savedId, '', visitor), 404)
    await refusal(await manifest(savedId, '?guest=1', visitor), 404)
    await refusal(await page(savedId, '1', '?revision=1&guest=1', visitor), 404)
  })

  it.each(['nope', '../../etc/passwd', randomUUID(), `${randomUUID()}%00`])(
    'is a 404 for the id %s',
    async (id) => {
      await refusal(await manifest(id, ''), 404)
      await refusal(await page(id, '1', '?revision=1'), 404)
    },
  )
})

describe('guest numbers', () => {
  it.each(['0', '-1', '1.5', '1e3', 'abc', '', ' 1', '0x2', '99999999999999999999', '1'.repeat(400), '5001'])(
    'refuses guest=%j with a 400 naming the field',
    async (guest) => {
      const body = await refusal(await manifest(savedId, `?guest=${encodeURIComponent(guest)}`), 400)
      expect(body.error.field).toBe('guest')
      await refusal(await page(savedId, '1', `?revision=1&guest=${encodeURIComponent(guest)}`), 400)
    },
  )

  it('refuses a guest past the end of this list with a 422 that says how many there are', async () => {
    const body = await refusal(await manifest(savedId, '?guest=3'), 422)
    expect(body.error.message).toContain('1 to 2')
    await refusal(await page(savedId, '1', '?revision=1&guest=3'), 422)
  })

  it('refuses a guest of a design without a guest list with a 422', async () => {
    await refusal(await manifest(plainId, '?guest=1'), 422)
  })
})

describe('page numbers and revisions', () => {
  it.each(['0', '-1', '2.0', '1e2', 'x', '99999999999999999999'])('refuses page %j with a 400', async (n) => {
    const body = await refusal(await page(savedId, n, '?revision=1&guest=1'), 400)
    expect(body.error.field).toBe('page')
  })

  it('refuses a page past the end of the print file with a 404', async () => {
    await refusal(await page(savedId, '999', '?revision=1&guest=1'), 404)
  })

  it.each(['', '?revision=0', '?revision=-3', '?revision=99999999999999', '?revision=1&evil=1'])(
    'refuses %j (a revision is required, nothing else is taken) with a 400',
    async (query) => {
      await refusal(await page(savedId, '1', query), 400)
    },
  )

  it('answers 409 for a revision that is not the saved one, without drawing anything', async () => {
    await refusal(await page(savedId, '1', '?revision=7&guest=1'), 409)
  })

  it('still draws the real page after all that', async () => {
    const response = await page(savedId, '1', '?revision=1&guest=2')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('cache-control')).toMatch(/^private/)
  })
})
