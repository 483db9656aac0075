import type { BrandKey } from '@/lib/config/brands'
import type { ShopLocaleCode } from '@/lib/config/locales'
import { linksEnvelope, parseEnvelope, parseStory, storiesEnvelope, storyEnvelope } from './cdn-responses'
import { cdnClient, type CdnClient, type CdnParams } from './client'
import { defaultCmsLog, type CmsLog } from './cms-log'
import { CMS_LIMITS } from './constants'
import { ContentError } from './errors'
import { storyblokLanguage } from './language'
import { createLastGood } from './last-good'
import { requestSlugOf, storySlug } from './slugs'
import type { ContentSource, ContentVersion, Story } from './types'

export interface UuidRequest {
  uuids: readonly string[]
  locale: ShopLocaleCode
  version: ContentVersion
}

export interface StoryblokContentSource extends ContentSource {
  /** Stories in the order of `uuids` (unknown ones left out), fetched in batches of 50. */
  getStoriesByUuids(request: UuidRequest): Promise<Story[]>
}

export interface StoryblokSourceOptions {
  log?: CmsLog
}

interface StoryList {
  stories: Story[]
  total: number
}

function pageCount(total: number | undefined, perPage: number): number {
  return Math.max(1, Math.ceil((total ?? 0) / perPage))
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  )
}

export function storyblokSource(
  client: CdnClient,
  options: StoryblokSourceOptions = {},
): StoryblokContentSource {
  const log = options.log ?? defaultCmsLog
  const stories = createLastGood<Story>(log)
  const lists = createLastGood<StoryList>(log)
  const slugs = createLastGood<string[]>(log)

  async function fetchPage(params: CdnParams, perPage: number, page: number): Promise<StoryList> {
    const { data, total } = await client.get('cdn/stories', { ...params, per_page: perPage, page })
    const envelope = parseEnvelope(storiesEnvelope, data, 'cdn/stories')
    const parsed = envelope.stories.map((raw) => parseStory(raw, params.starts_with ?? 'cdn/stories'))
    return { stories: parsed, total: total ?? parsed.length }
  }

  /** Every page: the first tells the total, the rest go out together (the client queues them). */
  async function fetchAll(params: CdnParams, perPage: number): Promise<StoryList> {
    const first = await fetchPage(params, perPage, 1)
    const pages = Array.from({ length: pageCount(first.total, perPage) - 1 }, (_, i) => i + 2)
    const rest = await Promise.all(pages.map((page) => fetchPage(params, perPage, page)))
    return { stories: [first, ...rest].flatMap((r) => r.stories), total: first.total }
  }

  return {
    getStory(request) {
      const slug = storySlug(request.slug)
      if (slug === null) return Promise.resolve(null)
      const path = `cdn/stories/${request.brand}/${slug}`
      const params = { version: request.version, language: storyblokLanguage(request.locale) }
      return stories.run(`${path}|${request.locale}|${request.version}`, async () => {
        try {
          const { data } = await client.get(path, params)
          return parseStory(parseEnvelope(storyEnvelope, data, path).story, `${request.brand}/${slug}`)
        } catch (error) {
          if (error instanceof ContentError && error.status === 404) return null
          throw error
        }
      })
    },

    listStories(request) {
      const prefix = `${request.brand}/${request.startsWith.replace(/^\/+/, '')}`
      const params = {
        version: request.version,
        language: storyblokLanguage(request.locale),
        starts_with: prefix,
      }
      const perPage = Math.min(request.perPage ?? CMS_LIMITS.perPage, CMS_LIMITS.maxPerPage)
      const key = `list|${prefix}|${request.locale}|${request.version}|${perPage}|${request.page ?? 'all'}`
      return lists.run(key, () =>
        request.page === undefined ? fetchAll(params, perPage) : fetchPage(params, perPage, request.page),
      )
    },

    listSlugs(brand: BrandKey) {
      const prefix = `${brand}/`
      return slugs.run(`slugs|${brand}`, async () => {
        const params: CdnParams = { version: 'published', starts_with: prefix, paginated: 1 }
        const per = CMS_LIMITS.linksPerPage
        const get = (page: number) => client.get('cdn/links', { ...params, per_page: per, page })
        const first = await get(1)
        const pages = Array.from({ length: pageCount(first.total, per) - 1 }, (_, i) => i + 2)
        const answers = [first, ...(await Promise.all(pages.map(get)))]
        const links = answers.flatMap((a) =>
          Object.values(parseEnvelope(linksEnvelope, a.data, 'cdn/links').links),
        )
        const found = links.flatMap((link) => (link.is_folder ? [] : (requestSlugOf(link.slug, brand) ?? [])))
        return [...new Set(found)].sort()
      })
    },

    async getStoriesByUuids(request) {
      const uuids = [...new Set(request.uuids)]
      if (uuids.length === 0) return []
      const language = storyblokLanguage(request.locale)
      const key = `uuids|${[...uuids].sort().join(',')}|${request.locale}|${request.version}`
      const found = await lists.run(key, async () => {
        const batches = chunks(uuids, CMS_LIMITS.uuidBatch).map((batch) =>
          fetchPage({ version: request.version, language, by_uuids: batch.join(',') }, batch.length, 1),
        )
        const answers = await Promise.all(batches)
        return { stories: answers.flatMap((a) => a.stories), total: 0 }
      })
      const byUuid = new Map(found.stories.map((s) => [s.uuid, s]))
      return uuids.flatMap((uuid) => byUuid.get(uuid) ?? [])
    },
  }
}

let shared: StoryblokContentSource | undefined

/** The process's content source: Storyblok with STORYBLOK_TOKEN, otherwise the local store. */
export function contentSource(): StoryblokContentSource {
  shared ??= storyblokSource(cdnClient())
  return shared
}
