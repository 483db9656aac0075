import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { localStoreReader } from '@/lib/cms/local-store'
import { ARTWORK_NAMES } from '@/lib/images/artwork/compose'
import type { Blok } from '@/lib/cms/types'
import { CONTAINERS, isContainerName } from './registry'

/** The catalogue pages of the local content store: every blok, published and draft, fits its container. */
const CATALOGUE_STORIES = [
  'card/karten-und-themen',
  'card/fotoboxen',
  'card/zubehoer',
  'poster/kalender',
  'poster/fotobuecher',
  'poster/fotoboxen',
  'poster/fotocollagen',
  'poster/wandbilder',
]

const store = localStoreReader(path.join(process.cwd(), 'content'), { watch: false })()

describe('catalogue stories of the local content store', () => {
  it.each(CATALOGUE_STORIES)('%s: published and draft bloks parse and yield content', (slug) => {
    const story = store.bySlug.get(slug)
    expect(story, slug).toBeDefined()
    for (const root of [story?.published, story?.draft]) {
      const body = (root?.body ?? []) as Blok[]
      expect(body.length).toBeGreaterThan(1)
      for (const blok of body) {
        expect(isContainerName(blok.component), blok.component).toBe(true)
        if (!isContainerName(blok.component)) continue
        const parsed = CONTAINERS[blok.component].schema.safeParse(blok)
        expect(parsed.success, `${slug} ${blok.component}`).toBe(true)
      }
    }
    // Pictures through the image service name artwork that exists.
    for (const [, name] of JSON.stringify(story).matchAll(/\/img\/artwork\/([a-z-]+)/g)) {
      expect(ARTWORK_NAMES, slug).toContain(name)
    }
    // The draft differs from the published version (editors preview a real change).
    expect(JSON.stringify(story?.draft)).not.toBe(JSON.stringify(story?.published))
  })
})
