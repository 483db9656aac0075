import { randomUUID } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DbHandle } from '@/lib/db/types'
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client-address'
import { RENDER_LIMITS } from '@/lib/render/limits'
import { RenderPool } from '@/lib/render/pool'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { sampleDocumentInput } from '@/lib/shop/design-print/design/testing/fixtures'
import { createSavedDesign } from '@/lib/shop/design-print/saved-designs/saved-designs'

let handle: DbHandle
const customerId = randomUUID()
vi.mock('server-only', () => ({}))
vi.mock('@/lib/db/client', async (original) => ({
  ...(await original<typeof import('@/lib/db/client')>()),
  getDb: async () => handle.db,
}))
vi.mock('@/lib/api/session/request-owner', () => ({
  readRequestOwner: async () => ({ visitorKey: null, customerId }),
}))
const { GET } = await import('./route')

const state = globalThis as typeof globalThis & { __renderPool?: RenderPool }
const script = fileURLToPath(new URL('../../../../../lib/render/child.mjs', import.meta.url))

beforeAll(async () => {
  handle = await openCatalogueTestDb()
})
afterAll(async () => {
  state.__renderPool?.close()
  state.__renderPool = undefined
  await handle.close()
})

describe('GET /web-api/designs/{id}/preview', () => {
  it("draws under the visitor's own cap: past it, 429 with Retry-After instead of a 500", async () => {
    const ref = await createSavedDesign(
      handle.db,
      { customerId },
      {
        designId: 101,
        document: sampleDocumentInput(),
        options: { productType: 'folded-card', format: 'a6', paper: 'premium-matt', quantity: 50 },
      },
    )
    // No client may run a render of its own; the shop itself (no client address) still could.
    state.__renderPool?.close()
    state.__renderPool = new RenderPool({ ...RENDER_LIMITS, script, perClientRunning: 0, perClientQueued: 0 })
    const request = new Request(`http://localhost:3000/web-api/designs/${ref.id}/preview`, {
      headers: { [CLIENT_ADDRESS_HEADER]: '203.0.113.7' },
    })
    const response = await GET(request, { params: Promise.resolve({ id: ref.id }) })
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe(String(RENDER_LIMITS.retryAfterSeconds.tooMany))
    expect(await response.json()).toMatchObject({ error: { key: 'render.too-many' } })
  })
})
