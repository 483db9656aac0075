import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { resetEnvForTests } from '@/lib/env'
import { createCdnClient, createLocalCdnClient, type CdnClient, type CdnParams } from './client'
import type { CmsLog } from './cms-log'
import { contentSource, storyblokSource } from './content-source'
import { ContentError } from './errors'
import { startFakeCms, storyBody } from './fake-cms'
import { localStoreReader, type LocalStore } from './local-store'
import { listStore } from './test-stories'

function recorder(): CmsLog & { errors: string[]; warnings: string[] } {
  const errors: string[] = []
  const warnings: string[] = []
  return { errors, warnings, error: (_d, m) => void errors.push(m), warn: (_d, m) => void warnings.push(m) }
}

const repository = localStoreReader(path.join(process.cwd(), 'content'), { watch: false })

/** A source over the in-process local CDN that counts the requests it makes. */
function localSource(store: () => LocalStore = repository) {
  const inner = createLocalCdnClient(store, recorder())
  const calls: Array<{ path: string; params: CdnParams }> = []
  const client: CdnClient = { get: (p, params) => (calls.push({ path: p, params }), inner.get(p, params)) }
  return { source: storyblokSource(client, { log: recorder() }), calls }
}

/** A client whose answers the test sets one by one. */
function scriptedClient(answers: Array<unknown | Error>): CdnClient {
  return {
    get: async () => {
      const next = answers.shift()
      if (next instanceof Error) throw next
      return { data: next, total: undefined, perPage: undefined }
    },
  }
}

const home = { brand: 'card', locale: 'de-DE', slug: '', version: 'published' } as const

describe('storyblokSource over the local store', () => {
  it('maps "" to the home story and each locale to its language', async () => {
    const { source, calls } = localSource()
    const card = await source.getStory(home)
    expect(card).toMatchObject({ full_slug: 'card/home', lang: 'default', content: { component: 'page' } })
    expect(calls[0]).toEqual({
      path: 'cdn/stories/card/home',
      params: { version: 'published', language: undefined },
    })

    const us = await source.getStory({ brand: 'poster', locale: 'en-US', slug: '', version: 'published' })
    expect(us).toMatchObject({ full_slug: 'poster/home', lang: 'en-us' })
    expect(us?.content.title).toBe('Your photos as wall art')

    const swiss = await source.getStory({
      brand: 'card',
      locale: 'de-CH',
      slug: 'impressum',
      version: 'published',
    })
    expect(JSON.stringify(swiss)).toContain('mit grosser Sorgfalt')
  })

  it('serves the draft version when asked', async () => {
    const { source } = localSource()
    const draft = await source.getStory({ ...home, version: 'draft' })
    const published = await source.getStory(home)
    expect(JSON.stringify(draft)).toContain('Neu im Sortiment')
    expect(JSON.stringify(published)).not.toContain('Neu im Sortiment')
  })

  it('answers null for missing stories, for "home" and, without asking, for impossible slugs', async () => {
    const { source, calls } = localSource()
    expect(await source.getStory({ ...home, slug: 'gibt-es-nicht' })).toBeNull()
    expect(calls).toHaveLength(1)
    for (const slug of ['home', 'Impressum', '../poster/agb', 'agb?version=draft', 'a//b']) {
      expect(await source.getStory({ ...home, slug })).toBeNull()
    }
    expect(calls).toHaveLength(1)
  })

  it('lists every published slug of a brand', async () => {
    const { source } = localSource()
    const slugs = await source.listSlugs('card')
    // The store grows with content; the home and legal pages are always there, sorted and unique.
    expect(slugs).toEqual(
      expect.arrayContaining(['', 'agb', 'datenschutz', 'impressum', 'kontakt', 'widerruf']),
    )
    expect(slugs).toEqual([...new Set(slugs)].sort())
  })

  it('lists stories 25 per page, fetching all pages unless one is asked for', async () => {
    const { source, calls } = localSource(() => listStore(30))
    const request = { brand: 'card', locale: 'de-DE', startsWith: 'list/', version: 'published' } as const
    const all = await source.listStories(request)
    expect(all.total).toBe(30)
    expect(all.stories.map((s) => s.slug)).toHaveLength(30)
    expect(calls.map((c) => [c.params.per_page, c.params.page, c.params.starts_with])).toEqual([
      [25, 1, 'card/list/'],
      [25, 2, 'card/list/'],
    ])
    const page = await source.listStories({ ...request, page: 3, perPage: 10 })
    expect(page.total).toBe(30)
    expect(page.stories.map((s) => s.slug)).toEqual(Array.from({ length: 10 }, (_, i) => `item-${21 + i}`))
  })

  it('fetches stories by uuid in batches of 50, in the order asked for', async () => {
    const { source, calls } = localSource(() => listStore(60))
    const uuids = Array.from({ length: 60 }, (_, i) => `uuid-${60 - i}`)
    const stories = await source.getStoriesByUuids({
      uuids: [...uuids, 'unknown'],
      locale: 'de-DE',
      version: 'published',
    })
    expect(stories.map((s) => s.uuid)).toEqual(uuids)
    expect(calls.map((c) => c.params.by_uuids?.split(',').length)).toEqual([50, 11])
  })
})

describe('storyblokSource: the last good content', () => {
  const good = storyBody('card/home', 'gestern')

  it('serves the last good story when the CMS fails, with a warning', async () => {
    const log = recorder()
    const source = storyblokSource(
      scriptedClient([good, new ContentError('CMS request failed (503)', 503)]),
      { log },
    )
    expect((await source.getStory(home))?.content.headline).toBe('gestern')
    expect((await source.getStory(home))?.content.headline).toBe('gestern')
    expect(log.warnings).toEqual(['CMS failed; serving the last good content'])
  })

  it('throws a ContentError with the status when there is nothing to fall back to', async () => {
    const source = storyblokSource(scriptedClient([new ContentError('down', 502)]), { log: recorder() })
    await expect(source.getStory(home)).rejects.toMatchObject({ name: 'ContentError', status: 502 })
  })

  it('forgets a story the CMS says is gone', async () => {
    const gone = new ContentError('not found', 404)
    const source = storyblokSource(scriptedClient([good, gone, new Error('down')]), { log: recorder() })
    await source.getStory(home)
    expect(await source.getStory(home)).toBeNull()
    await expect(source.getStory(home)).rejects.toBeInstanceOf(ContentError)
  })

  it('names the slug of a malformed story, and falls back past it', async () => {
    const malformed = { story: { ...good.story, content: { component: 'page' } } }
    const fresh = storyblokSource(scriptedClient([malformed]), { log: recorder() })
    await expect(fresh.getStory(home)).rejects.toThrow('Story "card/home" is malformed: content._uid')
    const warm = storyblokSource(scriptedClient([good, malformed]), { log: recorder() })
    await warm.getStory(home)
    expect((await warm.getStory(home))?.content.headline).toBe('gestern')
  })

  it('serves the last good story when the CMS server is down', async () => {
    const cms = await startFakeCms(() => ({ status: 200, body: good }))
    const log = recorder()
    const client = createCdnClient({ accessToken: 'token', endpoint: cms.endpoint, log })
    const source = storyblokSource(client, { log })
    expect((await source.getStory(home))?.content.headline).toBe('gestern')
    await cms.close()
    expect((await source.getStory(home))?.content.headline).toBe('gestern')
    expect(log.warnings).toHaveLength(1)
    await expect(source.getStory({ ...home, slug: 'agb' })).rejects.toBeInstanceOf(ContentError)
  })
})

describe('contentSource', () => {
  it('uses the repository content when no STORYBLOK_TOKEN is set', async () => {
    resetEnvForTests({ NODE_ENV: 'test' })
    try {
      expect(contentSource()).toBe(contentSource())
      expect(await contentSource().getStory({ ...home, slug: 'kontakt' })).toMatchObject({ name: 'Kontakt' })
    } finally {
      resetEnvForTests()
    }
  })
})
