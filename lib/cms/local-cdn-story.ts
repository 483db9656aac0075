import type { ContentVersion } from './types'
import { DEFAULT_LANGUAGE, languageChain, translateRecord } from './language'
import type { LocalStore, LocalStory } from './local-store'

/** How the local CDN turns a stored story into the JSON Storyblok's CDN would deliver. */

export interface RenderOptions {
  version: ContentVersion
  language?: string
  /** Top-level content fields to leave out (component and _uid always stay). */
  excludingFields: readonly string[]
}

const KEPT_FIELDS = new Set(['component', '_uid'])

export function renderStory(story: LocalStory, options: RenderOptions): Record<string, unknown> {
  const chain = languageChain(options.language)
  const lang = chain[0] ?? DEFAULT_LANGUAGE
  const content = translateRecord(options.version === 'draft' ? story.draft : story.published, chain)
  for (const field of options.excludingFields) if (!KEPT_FIELDS.has(field)) delete content[field]
  return {
    name: story.name,
    id: story.id,
    uuid: story.uuid,
    slug: story.slug,
    // Storyblok prefixes the full slug with the requested language and keeps the plain one here.
    full_slug: lang === DEFAULT_LANGUAGE ? story.full_slug : `${lang}/${story.full_slug}`,
    default_full_slug: story.full_slug,
    content,
    created_at: story.first_published_at,
    published_at: story.published_at,
    first_published_at: story.first_published_at,
    updated_at: story.published_at,
    lang,
    tag_list: story.tag_list,
    group_id: story.uuid,
    parent_id: null,
    is_startpage: false,
    position: 0,
    sort_by_date: null,
    path: null,
    release_id: null,
    alternates: [],
    translated_slugs: null,
  }
}

/** The link object of the links endpoint and of resolve_links=url|link; `slug` is the full slug. */
export function linkObject(story: LocalStory): Record<string, unknown> {
  return {
    id: story.id,
    uuid: story.uuid,
    slug: story.full_slug,
    full_slug: story.full_slug,
    url: story.full_slug,
    real_path: `/${story.full_slug}`,
    name: story.name,
    is_folder: false,
    is_startpage: false,
    published: true,
    parent_id: null,
    position: 0,
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function walk(value: unknown, visit: (node: Record<string, unknown>) => void): void {
  if (Array.isArray(value)) return value.forEach((item) => walk(item, visit))
  if (!isRecord(value)) return
  visit(value)
  for (const child of Object.values(value)) walk(child, visit)
}

/** Uuids in fields named by resolve_relations patterns such as "page.featured". */
export function relationUuids(contents: readonly unknown[], patterns: readonly string[]): string[] {
  const found = new Set<string>()
  for (const content of contents) {
    walk(content, (node) => {
      if (typeof node.component !== 'string') return
      for (const [field, value] of Object.entries(node)) {
        if (!patterns.includes(`${node.component}.${field}`)) continue
        for (const uuid of [value].flat()) if (typeof uuid === 'string' && uuid) found.add(uuid)
      }
    })
  }
  return [...found]
}

/** Uuids of stories that multilink fields point to ({ linktype: "story", id: uuid }). */
export function linkUuids(contents: readonly unknown[]): string[] {
  const found = new Set<string>()
  for (const content of contents) {
    walk(content, (node) => {
      if (node.linktype === 'story' && typeof node.id === 'string' && node.id) found.add(node.id)
    })
  }
  return [...found]
}

export function storiesByUuid(store: LocalStore, uuids: readonly string[]): LocalStory[] {
  return uuids.flatMap((uuid) => store.byUuid.get(uuid) ?? [])
}
