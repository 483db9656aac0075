import { z } from 'zod'
import { CMS_LIMITS, LOCAL_CDN } from './constants'
import type { LocalStore, LocalStory } from './local-store'
import { linkObject, linkUuids, relationUuids, renderStory, storiesByUuid } from './local-cdn-story'

/**
 * The local store behind the shape of Storyblok's Content Delivery API v2, so the shop reads it
 * through the same storyblok-js-client code path as the real CMS (in-process, or over HTTP at
 * /cms-local/v2/cdn/...). Pure: the store and the tokens come in, a Response goes out.
 */

export interface LocalCdnOptions {
  /** Reads draft and published, like a Storyblok preview token. */
  previewToken?: string
  /** Reads published only, like a Storyblok public token. */
  publicToken?: string
}

const list = z
  .string()
  .optional()
  .transform((raw) =>
    (raw ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
const int = (fallback: number, max: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .catch(fallback)
    .transform((n) => Math.min(n, max))

const querySchema = z.object({
  token: z.string().optional(),
  version: z.enum(['published', 'draft']).catch('published'),
  page: int(1, Number.MAX_SAFE_INTEGER),
  per_page: z.string().optional(),
  starts_with: z.string().optional(),
  by_uuids: list,
  excluding_fields: list,
  language: z.string().optional(),
  resolve_relations: list,
  resolve_links: z.enum(['story', 'url', 'link', '1', '0']).optional().catch(undefined),
  find_by: z.enum(['uuid']).optional().catch(undefined),
  paginated: z.string().optional(),
})
type Query = z.output<typeof querySchema>

function perPage(query: Query, fallback: number, max: number): number {
  return int(fallback, max).parse(query.per_page)
}

function pageHeaders(total: number, size: number): HeadersInit {
  return { total: String(total), 'per-page': String(size) }
}

/** Relations and links as Storyblok adds them: inline up to 50, beyond that only their uuids. */
function extras(store: LocalStore, shown: readonly LocalStory[], query: Query) {
  const render = (s: LocalStory) => renderStory(s, { ...query, excludingFields: [] })
  const contents = shown.map((s) => (query.version === 'draft' ? s.draft : s.published))
  const rels = storiesByUuid(store, relationUuids(contents, query.resolve_relations))
  const linked = query.resolve_links && query.resolve_links !== '0' ? linkUuids(contents) : []
  const links = storiesByUuid(store, linked)
  const asLink = query.resolve_links === 'story' || query.resolve_links === '1' ? render : linkObject
  return {
    cv: store.cv,
    ...(rels.length > CMS_LIMITS.uuidBatch
      ? { rels: [], rel_uuids: rels.map((s) => s.uuid) }
      : { rels: rels.map(render) }),
    ...(links.length > CMS_LIMITS.uuidBatch
      ? { links: [], link_uuids: links.map((s) => s.uuid) }
      : { links: links.map(asLink) }),
  }
}

function answerStory(store: LocalStore, slug: string, query: Query): Response {
  const story =
    query.find_by === 'uuid'
      ? store.byUuid.get(slug)
      : /^\d+$/.test(slug)
        ? store.byId.get(Number(slug))
        : store.bySlug.get(slug.replace(/\/$/, ''))
  if (!story) return Response.json(['This record could not be found'], { status: 404 })
  const rendered = renderStory(story, { ...query, excludingFields: query.excluding_fields })
  return Response.json({ story: rendered, ...extras(store, [story], query) })
}

function answerStories(store: LocalStore, query: Query): Response {
  const size = perPage(query, CMS_LIMITS.perPage, CMS_LIMITS.maxPerPage)
  const uuids = new Set(query.by_uuids)
  const matching = store.stories.filter(
    (s) =>
      (!query.starts_with || s.full_slug.startsWith(query.starts_with)) &&
      (uuids.size === 0 || uuids.has(s.uuid)),
  )
  const shown = matching.slice((query.page - 1) * size, query.page * size)
  const stories = shown.map((s) => renderStory(s, { ...query, excludingFields: query.excluding_fields }))
  return Response.json(
    { stories, ...extras(store, shown, query) },
    { headers: pageHeaders(matching.length, size) },
  )
}

/** GET /v2/cdn/links: every story as a link object keyed by uuid; paged only with paginated=1. */
function answerLinks(store: LocalStore, query: Query): Response {
  const matching = store.stories.filter(
    (s) => !query.starts_with || s.full_slug.startsWith(query.starts_with),
  )
  const paginated = query.paginated === '1' || query.paginated === 'true'
  const size = paginated ? perPage(query, CMS_LIMITS.perPage, CMS_LIMITS.linksPerPage) : matching.length
  const shown = paginated ? matching.slice((query.page - 1) * size, query.page * size) : matching
  const links = Object.fromEntries(shown.map((s) => [s.uuid, linkObject(s)]))
  return Response.json({ links }, { headers: paginated ? pageHeaders(matching.length, size) : {} })
}

function authorised(query: Query, options: LocalCdnOptions): boolean {
  const preview = options.previewToken ?? LOCAL_CDN.previewToken
  const open = options.publicToken ?? LOCAL_CDN.publicToken
  return query.token === preview || (query.token === open && query.version === 'published')
}

const ROUTE = /\/v2\/cdn\/(stories|links)(?:\/(.*))?$/

export function answerCdnRequest(url: URL, store: LocalStore, options: LocalCdnOptions = {}): Response {
  const match = ROUTE.exec(url.pathname)
  if (!match) return Response.json(['This record could not be found'], { status: 404 })
  const query = querySchema.parse(Object.fromEntries(url.searchParams))
  if (!authorised(query, options)) return Response.json({ error: 'Unauthorized' }, { status: 401 })
  let rest: string
  try {
    rest = decodeURIComponent(match[2] ?? '')
  } catch {
    return Response.json(['This record could not be found'], { status: 404 })
  }
  if (match[1] === 'links') {
    return rest
      ? Response.json(['This record could not be found'], { status: 404 })
      : answerLinks(store, query)
  }
  return rest ? answerStory(store, rest, query) : answerStories(store, query)
}
