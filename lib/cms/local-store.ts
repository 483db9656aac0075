import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { env } from '@/lib/env'
import { SLUG_SEGMENT } from './slugs'
import { blokSchema, type Blok } from './types'

/**
 * The local content store: one JSON file per story under content/<brand>/<path>.json, in
 * Storyblok's story format (see content/README.md). It is read once per process; in development the
 * files' modification times are checked on every read so edits show up without a restart.
 */

export const localStoryFileSchema = z.strictObject({
  id: z.number().int().positive(),
  uuid: z.string().min(1),
  name: z.string().min(1),
  published: blokSchema,
  /** Unpublished changes; without it the draft version is the published one. */
  draft: blokSchema.optional(),
  published_at: z.iso.datetime({ offset: true }),
  first_published_at: z.iso.datetime({ offset: true }).optional(),
  tag_list: z.array(z.string()).default([]),
})

export interface LocalStory {
  id: number
  uuid: string
  name: string
  slug: string
  full_slug: string
  published: Blok
  draft: Blok
  published_at: string
  first_published_at: string
  tag_list: string[]
}

export interface LocalStore {
  /** Sorted by full_slug, the order lists are answered in. */
  stories: readonly LocalStory[]
  bySlug: ReadonlyMap<string, LocalStory>
  byUuid: ReadonlyMap<string, LocalStory>
  byId: ReadonlyMap<number, LocalStory>
  /** Cache version: the newest file's modification time in Unix seconds, like Storyblok's cv. */
  cv: number
}

export interface LocalStoryFile {
  fullSlug: string
  json: unknown
}

export class LocalStoreError extends Error {
  override name = 'LocalStoreError'
}

function toStory(file: LocalStoryFile): LocalStory {
  const where = `content/${file.fullSlug}.json`
  if (!file.fullSlug.split('/').every((s) => SLUG_SEGMENT.test(s))) {
    throw new LocalStoreError(`${where}: path segments must be lower-case letters, digits, "-" or "_"`)
  }
  const parsed = localStoryFileSchema.safeParse(file.json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new LocalStoreError(`${where}: ${issue?.path.join('.') || 'file'}: ${issue?.message}`)
  }
  const { draft, first_published_at, ...rest } = parsed.data
  return {
    ...rest,
    slug: file.fullSlug.slice(file.fullSlug.lastIndexOf('/') + 1),
    full_slug: file.fullSlug,
    draft: draft ?? rest.published,
    first_published_at: first_published_at ?? rest.published_at,
  }
}

/** Validates the files and indexes them; duplicate ids or uuids are errors naming both files. */
export function buildLocalStore(files: readonly LocalStoryFile[], cv = 0): LocalStore {
  const stories = files.map(toStory).sort((a, b) => a.full_slug.localeCompare(b.full_slug))
  const byUuid = new Map<string, LocalStory>()
  const byId = new Map<number, LocalStory>()
  for (const story of stories) {
    const clash = byUuid.get(story.uuid) ?? byId.get(story.id)
    if (clash) throw new LocalStoreError(`${story.full_slug} and ${clash.full_slug} share an id or uuid`)
    byUuid.set(story.uuid, story)
    byId.set(story.id, story)
  }
  return { stories, bySlug: new Map(stories.map((s) => [s.full_slug, s])), byUuid, byId, cv }
}

interface FileStat {
  file: string
  mtimeMs: number
  size: number
}

function listJsonFiles(dir: string): FileStat[] {
  if (!fs.existsSync(dir)) throw new LocalStoreError(`Local content store not found at ${dir}`)
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.json'))
    .map((name) => {
      const stat = fs.statSync(path.join(dir, name))
      return { file: name.split(path.sep).join('/'), mtimeMs: stat.mtimeMs, size: stat.size }
    })
    .sort((a, b) => a.file.localeCompare(b.file))
}

function readStore(dir: string, files: readonly FileStat[]): LocalStore {
  const parsed = files.map(({ file }) => {
    const text = fs.readFileSync(path.join(dir, file), 'utf8')
    try {
      return { fullSlug: file.slice(0, -'.json'.length), json: JSON.parse(text) as unknown }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      throw new LocalStoreError(`content/${file}: not valid JSON (${reason})`)
    }
  })
  const newest = Math.max(0, ...files.map((f) => f.mtimeMs))
  return buildLocalStore(parsed, Math.floor(newest / 1000))
}

/** A reader that loads the directory on first use and, with `watch`, again when a file changed. */
export function localStoreReader(dir: string, options: { watch: boolean }): () => LocalStore {
  let cached: { signature: string; store: LocalStore } | undefined
  return () => {
    if (cached && !options.watch) return cached.store
    const files = listJsonFiles(dir)
    const signature = files.map((f) => `${f.file}:${f.mtimeMs}:${f.size}`).join('|')
    if (cached?.signature === signature) return cached.store
    const store = readStore(dir, files)
    cached = { signature, store }
    return store
  }
}

let defaultReader: (() => LocalStore) | undefined

/** The repository's content/ folder, re-read on change in development. */
export function defaultLocalStore(): LocalStore {
  defaultReader ??= localStoreReader(path.join(process.cwd(), 'content'), {
    watch: env().NODE_ENV === 'development',
  })
  return defaultReader()
}
