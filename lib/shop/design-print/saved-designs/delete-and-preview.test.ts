import { randomUUID } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DbHandle } from '@/lib/db/types'
import { RENDER_LIMITS } from '@/lib/render/limits'
import { RenderPool } from '@/lib/render/pool'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { sampleDocumentInput } from '@/lib/shop/design-print/design/testing/fixtures'
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

  it('draws the thumbnail for the visitor who asks, under their cap in the render pool', async () => {
    const mine = { customerId: randomUUID() }
    const ref = await create(mine)
    // A pool that gives no client a render of its own: only the shop itself (no client) may draw.
    const state = globalThis as typeof globalThis & { __renderPool?: RenderPool }
    const shared = state.__renderPool
    const script = fileURLToPath(new URL('../../render/child.mjs', import.meta.url))
    state.__renderPool = new RenderPool({ ...RENDER_LIMITS, script, perClientRunning: 0, perClientQueued: 0 })
    try {
      await expect(
        savedDesignPreview(handle.db, mine, ref.id, { client: '203.0.113.7' }),
      ).rejects.toMatchObject({ reason: 'too-many', status: 429, retryAfterSeconds: 2 })
    } finally {
      state.__renderPool.close()
      state.__renderPool = shared
    }
  })
})
