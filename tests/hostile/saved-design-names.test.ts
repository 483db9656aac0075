import { randomUUID } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { sampleDocumentInput } from '@/lib/shop/design-print/design/testing/fixtures'
import { createSavedDesign } from '@/lib/shop/design-print/saved-designs/saved-designs'
import { changedTables, dbFingerprint } from './support/fingerprint'
import { catalogueDbForRoutes, visitor } from './support/visitor-routes'

/**
 * Issue 30 point 7, "Meine Designs" rename and duplicate and the draft the tool offers, through the
 * real route handlers: another visitor's design answers like a missing one (404) and their draft is
 * never offered, a bad name, id or query is a 4xx naming the field, and nothing is written.
 */
const one = await import('@/app/web-api/designs/[id]/route')
const duplicate = await import('@/app/web-api/designs/[id]/duplicate/route')
const draft = await import('@/app/web-api/designs/draft/route')

const handle = catalogueDbForRoutes()
let design = ''

beforeEach(async () => {
  const owner = { visitorKey: randomUUID() }
  visitor.visitorKey = owner.visitorKey
  design = (
    await createSavedDesign(handle.db, owner, {
      designId: 101,
      document: sampleDocumentInput(),
      options: { productType: 'folded-card', format: 'a6', paper: 'premium-matt', quantity: 50 },
    })
  ).id
})

const request = (method: string, path: string, body: unknown) =>
  new Request(`http://localhost:3000/web-api/designs/${path}`, {
    method,
    headers: { 'content-type': 'application/json', locale: 'de-DE' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
const rename = (id: string, body: unknown) =>
  one.PATCH(request('PATCH', id, body), { params: Promise.resolve({ id }) })
const copy = (id: string, body: unknown) =>
  duplicate.POST(request('POST', `${id}/duplicate`, body), { params: Promise.resolve({ id }) })

type Send = (id: string, body: unknown) => Promise<Response>
const ROUTES: [string, Send][] = [
  ['PATCH /web-api/designs/{id}', rename],
  ['POST /web-api/designs/{id}/duplicate', copy],
]

async function expectRefused(send: () => Promise<Response>, status: number, field: RegExp) {
  const before = await dbFingerprint(handle.db)
  const response = await send()
  const body = (await response.json()) as { error: { message: string; field?: string } }
  expect(response.status, JSON.stringify(body)).toBe(status)
  expect(`${body.error.field ?? ''} ${body.error.message}`).toMatch(field)
  expect(changedTables(before, await dbFingerprint(handle.db))).toEqual([])
}

describe.each(ROUTES)('%s', (_, send) => {
  it.each<[string, () => [string, unknown], number, RegExp]>([
    ['an empty name', () => [design, { name: '' }], 400, /name.*Give the design a name/],
    ['a blank name', () => [design, { name: ' \t ' }], 400, /name.*Give the design a name/],
    ['a too long name', () => [design, { name: 'ä'.repeat(81) }], 400, /name.*at most 80/],
    ['a name that is not text', () => [design, { name: 42 }], 400, /name/],
    ['no name', () => [design, {}], 400, /name/],
    ['a second field', () => [design, { name: 'Ok', customerId: randomUUID() }], 400, /customerId/],
    ['broken JSON', () => [design, '{"name":'], 400, /JSON|body/i],
    ['an id that is no uuid', () => ['../../etc', { name: 'Ok' }], 400, /id/],
    ['another visitor’s design', () => [randomUUID(), { name: 'Ok' }], 404, /does not exist/],
  ])('refuses %s', async (_label, args, status, field) => {
    const [id, body] = args()
    await expectRefused(() => send(id, body), status, field)
  })

  it('refuses a design of another visitor with the same 404 as a missing one', async () => {
    const theirs = design
    visitor.visitorKey = randomUUID()
    await expectRefused(
      () => send(theirs, { name: 'Meins' }),
      404,
      /does not exist or belongs to someone else/,
    )
  })
})

describe('the owner', () => {
  it('renames and copies their design', async () => {
    const renamed = await rename(design, { name: 'Unsere Hochzeit' })
    expect(renamed.status).toBe(200)
    const copied = await copy(design, { name: 'Kopie von Unsere Hochzeit' })
    expect(copied.status).toBe(200)
    expect(((await copied.json()) as { id: string }).id).not.toBe(design)
  })
})

describe('GET /web-api/designs/draft', () => {
  const ask = (query: string) =>
    draft.GET(new Request(`http://localhost:3000/web-api/designs/draft?${query}`))

  it('offers the visitor their own draft, and nobody else theirs', async () => {
    const mine = (await (await ask('designId=101')).json()) as { draft: { id: string } | null }
    expect(mine.draft?.id).toBe(design)
    visitor.visitorKey = randomUUID()
    expect(await (await ask('designId=101')).json()).toEqual({ draft: null })
    visitor.visitorKey = ''
    expect(await (await ask('designId=101')).json()).toEqual({ draft: null })
  })

  it.each([
    ['no design', ''],
    ['a design that is no number', 'designId=abc'],
    ['a negative design', 'designId=-1'],
    ['a product that keeps no drafts', 'product=mug&designGroupId=1'],
    ['a design group without its product', 'designGroupId=2101'],
    ['a second key', 'designId=101&visitorKey=00000000-0000-4000-8000-000000000000'],
  ])('refuses %s with a 400', async (_, query) => {
    await expectRefused(() => ask(query), 400, /query/)
  })
})
