import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalog/testing/catalogue-db'
import { sampleDocumentInput } from '@/lib/shop/design/test-fixtures'
import { createSavedDesign, deleteSavedDesign, getSavedDesign, savedDesignOwnerOf } from './saved-designs'
import type { SavedDesignOwner } from './schema'

vi.mock('server-only', () => ({}))
const { savedDesignPreview, SAVED_DESIGN_PREVIEW_WIDTH } = await import('./preview')

let handle: DbHandle
beforeAll(async () => {
  handle = await openCatalogueTestDb()
})
afterAll(() => handle.close())

const create = (owner: SavedDesignOwner) =>
  createSavedDesign(handle.db, owner, {
    designId: 101,
    document: sampleDocumentInput(),
    options: { productType: 'folded-card', format: 'a6', paper: 'premium-matt', quantity: 50 },
  })

describe('Meine Designs', () => {
  it('takes the customer as owner when signed in, else the visitor, else nobody', () => {
    const visitorKey = randomUUID()
    const customerId = randomUUID()
    expect(savedDesignOwnerOf({ visitorKey, customerId })).toEqual({ customerId })
    expect(savedDesignOwnerOf({ visitorKey, customerId: null })).toEqual({ visitorKey })
    expect(savedDesignOwnerOf({ visitorKey: null })).toBeNull()
  })

  it('deletes only the owner’s own design', async () => {
    const mine = { customerId: randomUUID() }
    const ref = await create(mine)
    expect(await deleteSavedDesign(handle.db, { customerId: randomUUID() }, ref.id)).toBe(false)
    expect(await deleteSavedDesign(handle.db, mine, 'not-an-id')).toBe(false)
    expect(await getSavedDesign(handle.db, mine, ref.id)).not.toBeNull()
    expect(await deleteSavedDesign(handle.db, mine, ref.id)).toBe(true)
    expect(await getSavedDesign(handle.db, mine, ref.id)).toBeNull()
    expect(await deleteSavedDesign(handle.db, mine, ref.id)).toBe(false)
  })

  it('draws a thumbnail of the stored document for its owner only', async () => {
    const mine = { customerId: randomUUID() }
    const ref = await create(mine)
    expect(await savedDesignPreview(handle.db, { visitorKey: randomUUID() }, ref.id)).toBeNull()
    const preview = await savedDesignPreview(handle.db, mine, ref.id)
    const meta = await sharp(preview!.bytes).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: SAVED_DESIGN_PREVIEW_WIDTH })
    expect(preview!.revision).toBe(1)
  })
})
