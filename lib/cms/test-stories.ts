import { buildLocalStore, type LocalStore, type LocalStoryFile } from './local-store'

/** Small synthetic stores for the adapter's tests; the real content/ folder is tested as well. */

export function storyFile(
  fullSlug: string,
  id: number,
  published: Record<string, unknown> = {},
): LocalStoryFile {
  return {
    fullSlug,
    json: {
      id,
      uuid: `uuid-${id}`,
      name: `Story ${id}`,
      published: { component: 'page', _uid: `uid-${id}`, ...published },
      published_at: '2026-11-02T09:00:00.000Z',
    },
  }
}

/** `count` stories card/list/item-01 … plus one poster story, to exercise paging and starts_with. */
export function listStore(count: number): LocalStore {
  const files = Array.from({ length: count }, (_, i) =>
    storyFile(`card/list/item-${String(i + 1).padStart(2, '0')}`, i + 1, { headline: `Item ${i + 1}` }),
  )
  return buildLocalStore([...files, storyFile('poster/home', 9000)], 1_700_000_000)
}
