import { describe, expect, it, vi } from 'vitest'
import { createDocument } from '@/lib/shop/design-print/design/templates'
import { saveDesign } from './save-design'

const document = createDocument({ id: 'd', format: 'a6-postcard' })
const options = {
  productType: 'postcard' as const,
  format: 'a6' as const,
  paper: 'standard-matt' as const,
  quantity: 50,
}
const respond = (status: number, body: unknown) =>
  vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  )

describe('saveDesign', () => {
  it('creates first, then updates over the known revision', async () => {
    const ref = { id: '5b1f0d0e-0c1a-4f57-9d5b-1f9b8d1c2a3b', revision: 1, updatedAt: '2026-01-01T00:00:00Z' }
    const post = respond(200, ref)
    expect(
      await saveDesign({ target: { designId: 7, options }, savedId: null, revision: null, document }, post),
    ).toEqual({ ok: true, ref })
    expect(post.mock.calls[0]?.[1]).toMatchObject({ method: 'POST' })
    expect(JSON.parse(String(post.mock.calls[0]?.[1]?.body))).toMatchObject({ designId: 7 })

    const put = respond(200, { ...ref, revision: 2 })
    await saveDesign({ target: { designId: 7, options }, savedId: ref.id, revision: 1, document }, put)
    expect(put.mock.calls[0]?.[1]).toMatchObject({ method: 'PUT' })
    expect(JSON.parse(String(put.mock.calls[0]?.[1]?.body))).toMatchObject({ id: ref.id, revision: 1 })
  })

  it('reports a conflict and other errors with the server message', async () => {
    const conflict = respond(409, { error: { message: 'changed elsewhere' } })
    expect(
      await saveDesign({ target: { designId: 7, options }, savedId: 'x', revision: 3, document }, conflict),
    ).toEqual({
      ok: false,
      conflict: true,
      message: 'changed elsewhere',
    })
    const down = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit): Promise<Response> => {
      throw new TypeError('offline')
    })
    expect(
      await saveDesign({ target: { designId: 7, options }, savedId: null, revision: null, document }, down),
    ).toEqual({
      ok: false,
      conflict: false,
      message: 'offline',
    })
  })

  it('saves a calendar or photo book by its product, with no catalogue design and no card options', async () => {
    const ref = { id: '5b1f0d0e-0c1a-4f57-9d5b-1f9b8d1c2a3b', revision: 1, updatedAt: '2026-01-01T00:00:00Z' }
    const post = respond(200, ref)
    await saveDesign({ target: { product: 'calendar' }, savedId: null, revision: null, document }, post)
    expect(post.mock.calls[0]?.[1]).toMatchObject({ method: 'POST' })
    expect(Object.keys(JSON.parse(String(post.mock.calls[0]?.[1]?.body))).sort()).toEqual([
      'document',
      'product',
    ])

    const put = respond(200, { ...ref, revision: 2 })
    await saveDesign({ target: { product: 'photobook' }, savedId: ref.id, revision: 1, document }, put)
    expect(put.mock.calls[0]?.[1]).toMatchObject({ method: 'PUT' })
    const body = JSON.parse(String(put.mock.calls[0]?.[1]?.body)) as Record<string, unknown>
    expect(body).toMatchObject({ product: 'photobook', id: ref.id, revision: 1 })
    expect(body).not.toHaveProperty('options')
    expect(body).not.toHaveProperty('designId')
  })
})
