import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { buildLocalStore, localStoreReader } from './local-store'
import { storyFile } from './test-stories'

const dirs: string[] = []

function tempStore(files: Record<string, unknown>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-store-'))
  dirs.push(dir)
  for (const [name, json] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    fs.writeFileSync(path.join(dir, name), typeof json === 'string' ? json : JSON.stringify(json))
  }
  return dir
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe('buildLocalStore', () => {
  it('derives slug and full slug and defaults draft and first_published_at', () => {
    const store = buildLocalStore([storyFile('card/hilfe/versand', 7, { headline: 'Versand' })])
    expect(store.bySlug.get('card/hilfe/versand')).toMatchObject({
      slug: 'versand',
      full_slug: 'card/hilfe/versand',
      draft: { headline: 'Versand' },
      first_published_at: '2026-11-02T09:00:00.000Z',
      tag_list: [],
    })
  })

  it.each([
    [
      'an unknown top-level key',
      { ...(storyFile('card/x', 1).json as object), extra: 1 },
      /content\/card\/x.json: .*extra/,
    ],
    [
      'a root blok without _uid',
      { ...(storyFile('card/x', 1).json as object), published: { component: 'page' } },
      /published\._uid/,
    ],
    ['a bad date', { ...(storyFile('card/x', 1).json as object), published_at: 'yesterday' }, /published_at/],
  ])('names the file and field for %s', (_name, json, message) => {
    expect(() => buildLocalStore([{ fullSlug: 'card/x', json }])).toThrow(message)
  })

  it('refuses duplicate ids and slugs Storyblok could not have', () => {
    expect(() => buildLocalStore([storyFile('card/a', 1), storyFile('card/b', 1)])).toThrow(
      /card\/b and card\/a/,
    )
    expect(() => buildLocalStore([storyFile('card/Über uns', 1)])).toThrow(/path segments/)
  })
})

describe('localStoreReader', () => {
  it('reads content/<brand>/<path>.json and ignores other files', () => {
    const dir = tempStore({
      'card/home.json': storyFile('card/home', 1).json,
      'card/hilfe/versand.json': storyFile('card/hilfe/versand', 2).json,
      'README.md': '# not a story',
    })
    const store = localStoreReader(dir, { watch: false })()
    expect(store.stories.map((s) => s.full_slug)).toEqual(['card/hilfe/versand', 'card/home'])
    expect(store.cv).toBeGreaterThan(1_600_000_000)
  })

  it('re-reads changed files only when watching', () => {
    const dir = tempStore({ 'card/home.json': storyFile('card/home', 1, { headline: 'alt' }).json })
    const watching = localStoreReader(dir, { watch: true })
    const once = localStoreReader(dir, { watch: false })
    expect(watching().stories[0]?.published.headline).toBe('alt')
    expect(once().stories[0]?.published.headline).toBe('alt')

    const file = path.join(dir, 'card/home.json')
    fs.writeFileSync(file, JSON.stringify(storyFile('card/home', 1, { headline: 'neu!' }).json))
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000))
    expect(watching().stories[0]?.published.headline).toBe('neu!')
    expect(once().stories[0]?.published.headline).toBe('alt')
  })

  it('reports broken JSON and a missing folder by name', () => {
    expect(() => localStoreReader(tempStore({ 'card/home.json': '{ nope' }), { watch: false })()).toThrow(
      /content\/card\/home.json: not valid JSON/,
    )
    expect(() => localStoreReader('/nonexistent/content', { watch: false })()).toThrow(/not found/)
  })
})
