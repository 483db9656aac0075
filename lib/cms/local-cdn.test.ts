import { describe, expect, it } from 'vitest'
import { LOCAL_CDN } from './constants'
import { answerCdnRequest } from './local-cdn'
import { buildLocalStore, localStoreReader } from './local-store'
import { listStore, storyFile } from './test-stories'
import path from 'node:path'

const BASE = 'http://cms.local/v2/cdn/'

function get(store = listStore(30), pathAndQuery = 'stories', token: string = LOCAL_CDN.previewToken) {
  const url = new URL(pathAndQuery, BASE)
  if (token) url.searchParams.set('token', token)
  return answerCdnRequest(url, store)
}

async function json(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>
}

function slugsOf(body: Record<string, unknown>): string[] {
  return (body.stories as Array<{ full_slug: string }>).map((s) => s.full_slug)
}

const translated = buildLocalStore([
  storyFile('poster/home', 1, {
    headline: 'Wandbilder',
    'headline__i18n__de-at': 'Wandbilder aus Wien',
    'headline__i18n__en-gb': 'Wall art (GB)',
    'headline__i18n__en-us': 'Wall art (US)',
    teaser: 'Deutsch',
    'teaser__i18n__en-gb': 'British',
    'teaser__i18n__de-ch': '',
    body: [{ component: 'usp', _uid: 'u1', title: 'Versand', 'title__i18n__en-us': 'Shipping' }],
  }),
])

describe('local CDN: lists', () => {
  it('pages with per_page (default 25, at most 100) and sends total and per-page headers', async () => {
    const first = get(listStore(30), 'stories?starts_with=card/')
    expect(first.headers.get('total')).toBe('30')
    expect(first.headers.get('per-page')).toBe('25')
    expect(slugsOf(await json(first))).toHaveLength(25)

    const second = get(listStore(30), 'stories?starts_with=card/&page=2')
    expect(slugsOf(await json(second))).toEqual([26, 27, 28, 29, 30].map((n) => `card/list/item-${n}`))

    const small = get(listStore(30), 'stories?per_page=4&page=3')
    expect(slugsOf(await json(small))).toEqual([
      'card/list/item-09',
      'card/list/item-10',
      'card/list/item-11',
      'card/list/item-12',
    ])
    expect(get(listStore(30), 'stories?per_page=500').headers.get('per-page')).toBe('100')
    expect(get(listStore(30), 'stories?per_page=abc').headers.get('per-page')).toBe('25')
  })

  it('filters by starts_with and by_uuids, and answers cv, rels and links', async () => {
    const body = await json(get(listStore(30), 'stories?starts_with=poster/'))
    expect(slugsOf(body)).toEqual(['poster/home'])
    expect(body).toMatchObject({ cv: 1_700_000_000, rels: [], links: [] })

    const byUuids = get(listStore(30), 'stories?by_uuids=uuid-3,uuid-9000,unknown')
    expect(byUuids.headers.get('total')).toBe('2')
    expect(slugsOf(await json(byUuids))).toEqual(['card/list/item-03', 'poster/home'])
  })
})

describe('local CDN: single stories', () => {
  it('answers { story } by full slug, id or uuid, and a Storyblok-like 404', async () => {
    const body = await json(get(listStore(3), 'stories/card/list/item-02'))
    expect(body.story).toMatchObject({
      id: 2,
      uuid: 'uuid-2',
      slug: 'item-02',
      full_slug: 'card/list/item-02',
      lang: 'default',
    })
    expect(await json(get(listStore(3), 'stories/3'))).toMatchObject({ story: { id: 3 } })
    expect(await json(get(listStore(3), 'stories/uuid-1?find_by=uuid'))).toMatchObject({ story: { id: 1 } })

    const missing = get(listStore(3), 'stories/card/nope')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual(['This record could not be found'])
    expect(get(listStore(3), 'spaces/me').status).toBe(404)
  })

  it('serves the draft only for version=draft, and the published version otherwise', async () => {
    const store = buildLocalStore([
      {
        fullSlug: 'card/home',
        json: {
          id: 1,
          uuid: 'u',
          name: 'Home',
          published: { component: 'page', _uid: 'p', headline: 'live' },
          draft: { component: 'page', _uid: 'p', headline: 'next' },
          published_at: '2026-11-02T09:00:00.000Z',
        },
      },
    ])
    const headline = async (query: string) =>
      ((await json(get(store, `stories/card/home${query}`))).story as { content: { headline: string } })
        .content.headline
    expect(await headline('')).toBe('live')
    expect(await headline('?version=published')).toBe('live')
    expect(await headline('?version=draft')).toBe('next')
  })

  it('leaves out excluding_fields but never component or _uid', async () => {
    const body = await json(get(translated, 'stories/poster/home?excluding_fields=teaser,body,component'))
    const content = (body.story as { content: Record<string, unknown> }).content
    expect(Object.keys(content).sort()).toEqual(['_uid', 'component', 'headline'])
  })
})

describe('local CDN: languages', () => {
  async function content(language: string) {
    const query = language ? `?language=${language}` : ''
    const body = await json(get(translated, `stories/poster/home${query}`))
    return body.story as { lang: string; full_slug: string; content: Record<string, unknown> }
  }

  it('picks translations along the shop fallback chain and drops the __i18n__ siblings', async () => {
    const us = await content('en-us')
    expect(us.content).toMatchObject({ headline: 'Wall art (US)', teaser: 'British' })
    expect(us.content.body).toEqual([{ component: 'usp', _uid: 'u1', title: 'Shipping' }])
    expect(Object.keys(us.content).some((k) => k.includes('__i18n__'))).toBe(false)
    expect(us).toMatchObject({ lang: 'en-us', full_slug: 'en-us/poster/home' })

    expect((await content('de-at')).content).toMatchObject({
      headline: 'Wandbilder aus Wien',
      teaser: 'Deutsch',
    })
    // An empty translation counts as missing.
    expect((await content('de-ch')).content).toMatchObject({ headline: 'Wandbilder', teaser: 'Deutsch' })
    expect((await content('')).content).toMatchObject({ headline: 'Wandbilder', teaser: 'Deutsch' })
    expect((await content('')).lang).toBe('default')
  })
})

describe('local CDN: tokens', () => {
  it.each([
    ['no token', '', 'published', 401],
    ['a wrong token', 'secret', 'published', 401],
    ['the public token for drafts', LOCAL_CDN.publicToken, 'draft', 401],
    ['the public token for published', LOCAL_CDN.publicToken, 'published', 200],
    ['the preview token for drafts', LOCAL_CDN.previewToken, 'draft', 200],
  ])('answers %s with %s', async (_name, token, version, status) => {
    const response = get(listStore(2), `stories/card/list/item-01?version=${version}`, token)
    expect(response.status).toBe(status)
    if (status === 401) expect(await response.json()).toEqual({ error: 'Unauthorized' })
  })
})

describe('local CDN: relations and links', () => {
  const linked = buildLocalStore([
    storyFile('card/home', 1, {
      featured: ['uuid-2'],
      body: [
        {
          component: 'info_text',
          _uid: 'i',
          link: { linktype: 'story', id: 'uuid-3', fieldtype: 'multilink' },
        },
      ],
    }),
    storyFile('card/agb', 2),
    storyFile('card/kontakt', 3),
  ])

  it('adds resolve_relations stories to rels and resolve_links targets to links', async () => {
    const body = await json(
      get(linked, 'stories/card/home?resolve_relations=page.featured&resolve_links=url'),
    )
    expect(body.rels).toEqual([expect.objectContaining({ uuid: 'uuid-2', full_slug: 'card/agb' })])
    expect(body.links).toEqual([expect.objectContaining({ uuid: 'uuid-3', url: 'card/kontakt' })])
    const stories = await json(get(linked, 'stories?resolve_links=story&starts_with=card/home'))
    expect(stories.links).toEqual([expect.objectContaining({ uuid: 'uuid-3', content: expect.any(Object) })])
  })

  it('answers only rel_uuids beyond 50 relations, as Storyblok does', async () => {
    const many = Array.from({ length: 51 }, (_, i) => storyFile(`card/item-${i}`, i + 10))
    const store = buildLocalStore([
      storyFile('card/home', 1, { featured: many.map((_, i) => `uuid-${i + 10}`) }),
      ...many,
    ])
    const body = await json(get(store, 'stories/card/home?resolve_relations=page.featured'))
    expect(body.rels).toEqual([])
    expect(body.rel_uuids).toHaveLength(51)
  })
})

describe('local CDN: links endpoint', () => {
  it('lists every story as a link keyed by uuid, paged with paginated=1', async () => {
    const all = await json(get(listStore(3), 'links?starts_with=card/'))
    expect(Object.keys(all.links as object)).toEqual(['uuid-1', 'uuid-2', 'uuid-3'])
    const paged = get(listStore(3), 'links?paginated=1&per_page=2&page=2')
    expect(paged.headers.get('total')).toBe('4')
    expect(Object.values((await json(paged)).links as object)).toEqual([
      expect.objectContaining({ slug: 'card/list/item-03', is_folder: false }),
      expect.objectContaining({ slug: 'poster/home' }),
    ])
  })
})

describe('the repository content', () => {
  const store = localStoreReader(path.join(process.cwd(), 'content'), { watch: false })()

  it('has the home and legal pages of both brands', () => {
    const pages = ['home', 'impressum', 'datenschutz', 'agb', 'widerruf', 'kontakt']
    for (const brand of ['card', 'poster']) {
      for (const page of pages) expect(store.bySlug.has(`${brand}/${page}`), `${brand}/${page}`).toBe(true)
    }
  })

  it('translates the poster home into US English and the Swiss pages into Swiss spelling', async () => {
    const home = await json(get(store, 'stories/poster/home?language=en-us'))
    expect(JSON.stringify(home)).not.toMatch(/Deine Fotos|__i18n__/)
    const legal = await json(get(store, 'stories/poster/agb?language=en-us'))
    expect(JSON.stringify(legal)).toContain('Terms and conditions')
    const swiss = await json(get(store, 'stories/card/agb?language=de-ch'))
    expect(JSON.stringify(swiss)).toContain('9,99 CHF')
    expect(JSON.stringify(swiss)).not.toContain('ß')
  })
})
