import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import {
  collageDocument,
  collageSpec,
  posterCollageArt,
} from '@/lib/shop/design-print/design/testing/print-product-fixtures'
import { createSavedDesign, getSavedDesign, listSavedDesigns, updateSavedDesign } from './saved-designs'
import type { SavedDesignOwner } from './schema'

vi.mock('server-only', () => ({}))
const { savedDesignPreview } = await import('./preview')

/**
 * Collages autosave into "Meine Designs" like calendars, books and photo boxes (ADR 0103): photos,
 * layout and frame come back from the saved document, the list names its design and size.
 */

let handle: DbHandle
beforeAll(async () => {
  handle = await openCatalogueTestDb()
}, 180_000)
afterAll(() => handle.close())

const visitor = (): SavedDesignOwner => ({ visitorKey: randomUUID() })
const framed = posterCollageArt({
  widthMm: 500,
  heightMm: 700,
  frame: { type: 'holzrahmen', colour: 'oak', matSize: 0, matType: 'none' },
})

describe('saved collages', () => {
  it('saves a collage with its photos and frame, saves over its revision and lists its design and size', async () => {
    const owner = visitor()
    const photo = randomUUID()
    const doc = collageDocument(framed, collageSpec({ mode: 'framed-poster' }), { assetIds: [photo] })
    const ref = await createSavedDesign(handle.db, owner, { product: 'collage', document: doc })
    const recoloured = { ...doc, collage: { ...doc.collage!, color: '#223344' } }
    await updateSavedDesign(handle.db, owner, {
      product: 'collage',
      id: ref.id,
      revision: 1,
      document: recoloured,
    })
    const saved = await getSavedDesign(handle.db, owner, ref.id)
    expect(saved).toMatchObject({ product: 'collage', options: null, revision: 2 })
    expect(saved?.document.collage).toMatchObject({ designId: 13, color: '#223344' })
    expect(saved?.document.wallArt?.frame).toEqual(framed.frame)
    expect(saved?.document.pages[0]?.layers.find((l) => l.id === 'cell-1')).toMatchObject({ assetId: photo })

    const list = await listSavedDesigns(handle.db, owner)
    expect(list.map((s) => [s.product, s.designKey, s.format, s.quantity])).toEqual([
      ['collage', '13', '500x700', null],
    ])
    expect((await savedDesignPreview(handle.db, owner, ref.id))?.bytes.length).toBeGreaterThan(0)
  })
})
