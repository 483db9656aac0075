import { randomUUID } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { sampleDocumentInput } from '@/lib/shop/design-print/design/testing/fixtures'
import { createSavedDesign } from '@/lib/shop/design-print/saved-designs/saved-designs'
import { APPROVAL_LIMITS } from '@/lib/shop/design-print/approvals/limits'
import { dbFingerprint } from './support/fingerprint'
import { catalogueDbForRoutes, expectRefused, jsonRequest, visitor } from './support/visitor-routes'

/**
 * Issue 31 point 8, sharing a design for approval, through the real route handlers: a withdrawn or
 * made-up link, a version of another design, an oversized comment, a spot off the card, a page the
 * version lacks and a flood from one address are each a 4xx naming the problem, and write nothing;
 * the owner's endpoints answer someone else's design like a missing one.
 */
const approval = await import('@/app/web-api/designs/[id]/approval/route')
const comments = await import('@/app/web-api/design-approvals/[token]/comments/route')
const approvals = await import('@/app/web-api/design-approvals/[token]/approvals/route')
const compare = await import('@/app/web-api/design-approvals/[token]/compare/route')
const picture = await import('@/app/web-api/design-approvals/[token]/versions/[version]/pages/[page]/route')

const handle = catalogueDbForRoutes()
const ORIGIN = 'http://localhost:3000'

type Shared = { id: string; token: string; versionId: string; pageId: string }

/** A saved design of a fresh visitor, shared: its link's token, first version and first page. */
async function shared(): Promise<Shared> {
  visitor.visitorKey = randomUUID()
  const { id } = await createSavedDesign(
    handle.db,
    { visitorKey: visitor.visitorKey },
    {
      designId: 101,
      document: sampleDocumentInput(),
      options: { productType: 'folded-card', format: 'a6', paper: 'premium-matt', quantity: 50 },
    },
  )
  const response = await approval.POST(
    new Request(`${ORIGIN}/web-api/designs/${id}/approval`, { method: 'POST' }),
    {
      params: Promise.resolve({ id }),
    },
  )
  expect(response.status).toBe(200)
  const view = (await response.json()) as {
    share: { url: string }
    versions: { id: string; pages: { id: string }[] }[]
  }
  const token = view.share.url.split('/').filter(Boolean).at(-1) ?? ''
  const version = view.versions[0]
  return { id, token, versionId: version?.id ?? '', pageId: version?.pages[0]?.id ?? '' }
}

let client = 0
/** Each test writes from its own address, so the per-address limit counts only what it sends. */
function post(route: typeof comments.POST, token: string, path: string, body: unknown, address?: string) {
  const request = jsonRequest('POST', `${ORIGIN}/web-api/design-approvals/${token}/${path}`, body)
  request.headers.set('x-shop-client-address', address ?? `198.51.100.${client}`)
  return route(request, { params: Promise.resolve({ token }) })
}

let design: Shared
beforeEach(async () => {
  client += 1
  design = await shared()
})

const comment = (extra: Record<string, unknown> = {}) => ({
  versionId: design.versionId,
  pageId: design.pageId,
  x: 0.5,
  y: 0.5,
  name: 'Mama',
  text: 'Schöne Schrift',
  ...extra,
})

describe('POST /web-api/design-approvals/{token}/comments', () => {
  it.each<[string, () => [string, unknown], RegExp]>([
    ['a made-up token', () => ['A'.repeat(22), comment()], /token.*withdrawn/],
    ['a token that is no token', () => ['../../etc', comment()], /token/],
    ['a version of another design', () => [design.token, comment({ versionId: randomUUID() })], /versionId/],
    [
      'a comment over the limit',
      () => [design.token, comment({ text: 'x'.repeat(APPROVAL_LIMITS.commentText + 1) })],
      /text/,
    ],
    ['an empty comment', () => [design.token, comment({ text: '   ' })], /text/],
    ['a spot right of the card', () => [design.token, comment({ x: 1.01 })], /^x /],
    ['a spot above the card', () => [design.token, comment({ y: -0.2 })], /^y /],
    ['a spot that is no number', () => [design.token, comment({ x: 'NaN' })], /^x /],
    ['a page the version lacks', () => [design.token, comment({ pageId: 'page-99' })], /pageId/],
    ['no name', () => [design.token, comment({ name: '' })], /name/],
    ['a name with a line break', () => [design.token, comment({ name: 'Ma\nma' })], /name/],
    ['control characters', () => [design.token, comment({ text: 'a\u0000b' })], /text/],
    ['an extra field', () => [design.token, comment({ shareId: randomUUID() })], /shareId/],
    ['broken JSON', () => [design.token, '{"text":'], /JSON|body/i],
  ])('refuses %s', async (_label, args, field) => {
    const [token, body] = args()
    const before = await dbFingerprint(handle.db)
    await expectRefused(await post(comments.POST, token, 'comments', body), field, before)
  })

  it('refuses a body over 8 KB with a 413', async () => {
    const response = await post(comments.POST, design.token, 'comments', comment({ text: 'ä'.repeat(9000) }))
    expect(response.status).toBe(413)
  })

  it('refuses a withdrawn link like an unknown one', async () => {
    const { id, token } = design
    const revoked = await approval.DELETE(
      new Request(`${ORIGIN}/web-api/designs/${id}/approval`, { method: 'DELETE' }),
      {
        params: Promise.resolve({ id }),
      },
    )
    expect(revoked.status).toBe(200)
    const before = await dbFingerprint(handle.db)
    await expectRefused(await post(comments.POST, token, 'comments', comment()), /token.*withdrawn/, before)
    await expectRefused(
      await post(approvals.POST, token, 'approvals', { versionId: design.versionId, name: 'Mama' }),
      /token/,
      before,
    )
    const pic = await picture.GET(new Request(`${ORIGIN}/x`), {
      params: Promise.resolve({ token, version: design.versionId, page: '1' }),
    })
    expect(pic.status).toBe(404)
  })

  it('keeps the text as text: markup is stored and answered as typed, never interpreted here', async () => {
    const response = await post(
      comments.POST,
      design.token,
      'comments',
      comment({ text: '<img src=x onerror=alert(1)>' }),
    )
    expect(response.status).toBe(200)
    const view = (await response.json()) as { comments: { text: string }[] }
    expect(view.comments.map((c) => c.text)).toEqual(['<img src=x onerror=alert(1)>'])
  })

  it(`answers 429 with Retry-After after ${APPROVAL_LIMITS.perClient.limit} writes from one address`, async () => {
    const address = '203.0.113.77'
    for (let n = 0; n < APPROVAL_LIMITS.perClient.limit; n++) {
      const ok = await post(
        approvals.POST,
        design.token,
        'approvals',
        { versionId: design.versionId, name: `Gast ${n}` },
        address,
      )
      expect(ok.status).toBe(200)
    }
    const before = await dbFingerprint(handle.db)
    const flood = await post(comments.POST, design.token, 'comments', comment(), address)
    expect(flood.status).toBe(429)
    expect(Number(flood.headers.get('retry-after'))).toBeGreaterThan(0)
    await expectRefused(flood, /Too many/, before)
  })
})

describe('POST /web-api/design-approvals/{token}/approvals', () => {
  it('refuses a version of another design', async () => {
    const other = design
    const mine = await shared()
    const before = await dbFingerprint(handle.db)
    await expectRefused(
      await post(approvals.POST, mine.token, 'approvals', { versionId: other.versionId, name: 'Mama' }),
      /versionId/,
      before,
    )
  })
})

describe('the reviewer’s pictures and comparison', () => {
  it('refuses a version of another design, a page that does not exist and bad path values', async () => {
    const other = design
    const mine = await shared()
    const get = (version: string, page: string, token = mine.token) =>
      picture.GET(new Request(`${ORIGIN}/x`), { params: Promise.resolve({ token, version, page }) })
    expect((await get(other.versionId, '1')).status).toBe(404)
    expect((await get(mine.versionId, '99')).status).toBe(404)
    expect((await get('nope', '1')).status).toBe(400)
    expect((await get(mine.versionId, '0')).status).toBe(400)
    const compared = await compare.GET(
      new Request(
        `${ORIGIN}/web-api/design-approvals/${mine.token}/compare?from=${other.versionId}&to=${mine.versionId}`,
      ),
      { params: Promise.resolve({ token: mine.token }) },
    )
    expect(compared.status).toBe(404)
  })
})

describe('the owner’s endpoints', () => {
  it('answer someone else’s design like a missing one', async () => {
    const { id } = design
    visitor.visitorKey = randomUUID()
    const before = await dbFingerprint(handle.db)
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const route = approval[method]
      const response = await route(new Request(`${ORIGIN}/web-api/designs/${id}/approval`, { method }), {
        params: Promise.resolve({ id }),
      })
      await expectRefused(response, /does not exist or belongs to someone else/, before)
    }
  })
})
