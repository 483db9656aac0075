import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createCdnClient, createLocalCdnClient } from './client'
import type { CmsLog } from './cms-log'
import { ContentError } from './errors'
import { startFakeCms, storyBody, type FakeCms } from './fake-cms'
import { localCdnFetch } from './local-cdn-fetch'
import { buildLocalStore } from './local-store'
import { listStore, storyFile } from './test-stories'

function recorder(): CmsLog & { errors: string[]; warnings: string[] } {
  const errors: string[] = []
  const warnings: string[] = []
  return { errors, warnings, error: (_d, m) => void errors.push(m), warn: (_d, m) => void warnings.push(m) }
}

const gaps = (times: number[]) => times.slice(1).map((t, i) => t - (times[i] ?? 0))

describe('client against a fake CMS', () => {
  let cms: FakeCms | undefined

  beforeEach(() => {
    // storyblok-js-client announces each 429 retry with console.log; keep the test output readable.
    vi.spyOn(console, 'log').mockImplementation(() => undefined)
  })
  afterEach(async () => {
    vi.restoreAllMocks()
    await cms?.close()
    cms = undefined
  })

  it('retries a 429 about every 300 ms until the CMS answers', async () => {
    cms = await startFakeCms((_url, i) =>
      i < 3
        ? { status: 429, body: { error: 'Throttled' } }
        : { status: 200, body: storyBody('card/home', 'ok') },
    )
    const client = createCdnClient({ accessToken: 'token', endpoint: cms.endpoint, log: recorder() })
    const { data } = await client.get('cdn/stories/card/home', { version: 'published' })
    expect(data).toMatchObject({ story: { full_slug: 'card/home' } })
    expect(cms.requests).toHaveLength(4)
    for (const gap of gaps(cms.requests.map((r) => r.at))) {
      expect(gap).toBeGreaterThanOrEqual(280)
      expect(gap).toBeLessThan(700)
    }
  })

  it('gives up after 10 retries with a ContentError carrying the 429', async () => {
    cms = await startFakeCms(() => ({ status: 429, body: { error: 'Throttled' } }))
    const client = createCdnClient({ accessToken: 'token', endpoint: cms.endpoint, log: recorder() })
    const failure = await client
      .get('cdn/stories/card/home', { version: 'published' })
      .catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(ContentError)
    expect(failure).toMatchObject({ status: 429, message: expect.stringContaining('Throttled') })
    expect(cms.requests).toHaveLength(11)
  })

  it('turns any other non-2xx into a ContentError with message and status, without retrying', async () => {
    cms = await startFakeCms(() => ({ status: 500, body: { error: 'Internal Server Error' } }))
    const client = createCdnClient({ accessToken: 'token', endpoint: cms.endpoint, log: recorder() })
    await expect(client.get('cdn/stories/card/home', { version: 'published' })).rejects.toMatchObject({
      name: 'ContentError',
      status: 500,
      message: 'CMS request cdn/stories/card/home failed (500): Internal Server Error',
    })
    expect(cms.requests).toHaveLength(1)
  })

  it('sends at most 5 requests in any second', async () => {
    cms = await startFakeCms(() => ({ status: 200, body: storyBody('card/home', 'ok') }))
    const client = createCdnClient({ accessToken: 'token', endpoint: cms.endpoint, log: recorder() })
    const started = performance.now()
    await Promise.all(
      Array.from({ length: 8 }, () => client.get('cdn/stories/card/home', { version: 'published' })),
    )
    const times = cms.requests.map((r) => r.at)
    expect(times).toHaveLength(8)
    // The sixth request waits until a second after the first one finished, the seventh after the second …
    for (let i = 5; i < times.length; i++) expect(times[i]! - times[i - 5]!).toBeGreaterThanOrEqual(950)
    expect(performance.now() - started).toBeGreaterThanOrEqual(950)
  })

  it('sends token, version and language as query parameters, and logs a missing token once', async () => {
    cms = await startFakeCms(() => ({ status: 200, body: storyBody('card/home', 'ok') }))
    const log = recorder()
    const anonymous = createCdnClient({ accessToken: undefined, endpoint: cms.endpoint, log })
    await anonymous.get('cdn/stories/card/home', { version: 'draft', language: 'de-at' })
    await anonymous.get('cdn/stories/card/home', { version: 'draft' })
    expect(log.errors).toEqual(['CMS access token is missing; the CMS will refuse requests'])
    const query = cms.requests[0]?.url.searchParams
    expect(query?.get('version')).toBe('draft')
    expect(query?.get('language')).toBe('de-at')
    expect(query?.get('token')).toBe('')
    expect(cms.requests[0]?.url.pathname).toBe('/v2/cdn/stories/card/home')
  })

  it('reports a CMS that is down as a ContentError without status', async () => {
    cms = await startFakeCms(() => ({ status: 200, body: {} }))
    const client = createCdnClient({ accessToken: 'token', endpoint: cms.endpoint, log: recorder() })
    await cms.close()
    await expect(client.get('cdn/stories/card/home', { version: 'published' })).rejects.toMatchObject({
      name: 'ContentError',
      status: undefined,
    })
  })
})

describe('client against the in-process local CDN', () => {
  it('reads lists with total and per-page through storyblok-js-client', async () => {
    const client = createLocalCdnClient(() => listStore(30), recorder())
    const result = await client.get('cdn/stories', {
      version: 'published',
      starts_with: 'card/',
      per_page: 25,
    })
    expect(result).toMatchObject({ total: 30, perPage: 25 })
    expect((result.data as { stories: unknown[] }).stories).toHaveLength(25)
  })

  it('maps a missing story to ContentError 404', async () => {
    const client = createLocalCdnClient(() => listStore(1), recorder())
    await expect(client.get('cdn/stories/card/nope', { version: 'published' })).rejects.toMatchObject({
      status: 404,
      message: expect.stringContaining('This record could not be found'),
    })
  })

  it('lets the library put resolved story links into multilink fields', async () => {
    const link = { fieldtype: 'multilink', linktype: 'story', id: 'uuid-2', cached_url: 'card/kontakt' }
    const store = buildLocalStore([storyFile('card/home', 1, { link }), storyFile('card/kontakt', 2)])
    const client = createLocalCdnClient(() => store, recorder())
    const { data } = await client.get('cdn/stories/card/home', { version: 'published', resolve_links: 'url' })
    expect(data).toMatchObject({ story: { content: { link: { story: { full_slug: 'card/kontakt' } } } } })
  })

  it('fetches more than 50 relations by uuid in batches of 50', async () => {
    const many = Array.from({ length: 60 }, (_, i) => storyFile(`card/item-${i}`, i + 10))
    const featured = many.map((_, i) => `uuid-${i + 10}`)
    const store = buildLocalStore([storyFile('card/home', 1, { featured }), ...many])
    const local = localCdnFetch(() => store)
    const urls: URL[] = []
    const client = createCdnClient({
      accessToken: 'local-preview-token',
      endpoint: 'http://cms.local/v2',
      fetch: (input, init) => {
        urls.push(new URL(String(input)))
        return local(input, init)
      },
      log: recorder(),
    })
    const { data } = await client.get('cdn/stories/card/home', {
      version: 'published',
      resolve_relations: 'page.featured',
    })
    const batches = urls.map((u) => u.searchParams.get('by_uuids')).filter((b) => b !== null)
    expect(batches.map((b) => b.split(',').length)).toEqual([50, 10])
    const resolved = (data as { story: { content: { featured: Array<{ uuid: string }> } } }).story.content
      .featured
    expect(resolved.map((s) => s.uuid)).toEqual(featured)
  })
})
