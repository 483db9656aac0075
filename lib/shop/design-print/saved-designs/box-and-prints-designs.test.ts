import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { appendPrints } from '@/lib/shop/design-print/design/photo-prints'
import { newPhotoboxDocument } from '@/lib/shop/design-print/design/photobox'
import { photoboxLidDesign } from '@/lib/shop/photo-products/photobox/lid-designs'
import { createSavedDesign, getSavedDesign, listSavedDesigns, updateSavedDesign } from './saved-designs'
import type { SavedDesignOwner } from './schema'

vi.mock('server-only', () => ({}))
const { savedDesignPreview } = await import('./preview')

/** Photo boxes and photo prints autosave into "Meine Designs" like calendars and books (ADR 0102). */

let handle: DbHandle
beforeAll(async () => {
  handle = await openCatalogueTestDb()
}, 180_000)
afterAll(() => handle.close())

const visitor = (): SavedDesignOwner => ({ visitorKey: randomUUID() })
const box = (quantity = 20) =>
  newPhotoboxDocument(
    { designType: 'dt41', type: 'standard', format: '13x18', material: 'hahnemuehle', quantity },
    photoboxLidDesign('dt41', 'Sommer'),
    'box-saved',
  )
const prints = (count: number) =>
  appendPrints(
    null,
    Array.from({ length: count }, (_, i) => ({
      photo: { assetId: randomUUID(), widthPx: 3000 + i, heightPx: 2000 },
      item: { format: '10x15', paper: 'matt', border: 'none', copies: 1 } as const,
    })),
    'prints-saved',
  )

describe('saved photo boxes and photo prints', () => {
  it('saves a photo box and photo prints, reads them back and saves over their revision', async () => {
    const owner = visitor()
    const boxRef = await createSavedDesign(handle.db, owner, { product: 'photobox', document: box() })
    expect(await getSavedDesign(handle.db, owner, boxRef.id)).toMatchObject({
      product: 'photobox',
      options: null,
      document: { photobox: { designType: 'dt41', quantity: 20 } },
    })
    const printsRef = await createSavedDesign(handle.db, owner, {
      product: 'photoprints',
      document: prints(2),
    })
    const next = await updateSavedDesign(handle.db, owner, {
      product: 'photoprints',
      id: printsRef.id,
      revision: 1,
      document: prints(3),
    })
    expect(next.revision).toBe(2)
    const saved = await getSavedDesign(handle.db, owner, printsRef.id)
    expect(saved?.document.photoPrints?.items).toHaveLength(3)
    expect(saved?.document.pages).toHaveLength(3)
  })

  it('lists them with what "Meine Designs" names them by: box design, format and pictures; prints', async () => {
    const owner = visitor()
    await createSavedDesign(handle.db, owner, { product: 'photobox', document: box(30) })
    await createSavedDesign(handle.db, owner, { product: 'photoprints', document: prints(4) })
    const list = await listSavedDesigns(handle.db, owner)
    expect(list.map((s) => [s.product, s.format, s.quantity, s.designKey, s.designGroupId])).toEqual([
      ['photoprints', '', 4, null, null],
      ['photobox', '13x18', 30, 'dt41', null],
    ])
  })

  it('draws the lid of a saved box for "Meine Designs"', async () => {
    const owner = visitor()
    const ref = await createSavedDesign(handle.db, owner, { product: 'photobox', document: box() })
    expect((await savedDesignPreview(handle.db, owner, ref.id))?.bytes.length).toBeGreaterThan(0)
  })

  it('refuses a box or prints without their spec (422 naming the field), never turns one into the other', async () => {
    const owner = visitor()
    await expect(
      createSavedDesign(handle.db, owner, { product: 'photoprints', document: box() }),
    ).rejects.toMatchObject({ status: 422, options: { field: 'document.photoPrints' } })
    await expect(
      createSavedDesign(handle.db, owner, { product: 'photobox', document: prints(1) }),
    ).rejects.toMatchObject({ status: 422, options: { field: 'document.photobox' } })
    const ref = await createSavedDesign(handle.db, owner, { product: 'photobox', document: box() })
    await expect(
      updateSavedDesign(handle.db, owner, {
        product: 'photoprints',
        id: ref.id,
        revision: 1,
        document: prints(1),
      }),
    ).rejects.toMatchObject({ status: 404 })
  })
})
