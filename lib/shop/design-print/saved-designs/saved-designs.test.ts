import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { sampleDocumentInput } from '@/lib/shop/design-print/design/testing/fixtures'
import { ShopError } from '@/lib/shop/common/errors'
import { createSavedDesign, getSavedDesign, listSavedDesigns, updateSavedDesign } from './saved-designs'
import type { SavedDesignOptionsInput, SavedDesignOwner } from './schema'

let handle: DbHandle
beforeAll(async () => {
  handle = await openCatalogueTestDb()
})
afterAll(() => handle.close())

const visitor = (): SavedDesignOwner => ({ visitorKey: randomUUID() })
const options: SavedDesignOptionsInput = {
  productType: 'folded-card',
  format: 'a6',
  paper: 'premium-matt',
  quantity: 50,
}
const create = (owner: SavedDesignOwner) =>
  createSavedDesign(handle.db, owner, { designId: 101, document: sampleDocumentInput(), options })

async function rejection(promise: Promise<unknown>): Promise<ShopError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  if (!(error instanceof ShopError)) throw new Error(`expected a ShopError, got ${String(error)}`)
  return error
}

describe('saved designs', () => {
  it('creates at revision 1 and reads the document back migrated and validated', async () => {
    const owner = visitor()
    const ref = await create(owner)
    expect(ref.revision).toBe(1)
    const saved = await getSavedDesign(handle.db, owner, ref.id)
    expect(saved?.document.pages[0]?.layers[0]).toMatchObject({
      type: 'text',
      content: 'Wir heiraten, {{Vorname}}!',
    })
    expect(saved?.options).toMatchObject({ ...options, refinement: 'none', envelope: null })
    expect(saved?.designId).toBe(101)
  })

  it('updates with the current revision and counts it up', async () => {
    const owner = visitor()
    const ref = await create(owner)
    const doc = sampleDocumentInput()
    const title = doc.pages[0]?.layers?.[0]
    if (title?.type === 'text') title.content = 'Neu'
    const next = await updateSavedDesign(handle.db, owner, {
      id: ref.id,
      revision: 1,
      document: doc,
      options,
    })
    expect(next.revision).toBe(2)
    const saved = await getSavedDesign(handle.db, owner, ref.id)
    expect(saved?.document.pages[0]?.layers[0]).toMatchObject({ content: 'Neu' })
    expect(saved?.revision).toBe(2)
  })

  it('refuses a save based on an old revision with a 409 and keeps the newer state', async () => {
    const owner = visitor()
    const ref = await create(owner)
    await updateSavedDesign(handle.db, owner, {
      id: ref.id,
      revision: 1,
      document: sampleDocumentInput(),
      options,
    })
    const stale = {
      id: ref.id,
      revision: 1,
      document: sampleDocumentInput(),
      options: { ...options, quantity: 100 },
    }
    const error = await rejection(updateSavedDesign(handle.db, owner, stale))
    expect(error.status).toBe(409)
    expect(error.message).toMatch(/another window/)
    expect((await getSavedDesign(handle.db, owner, ref.id))?.options?.quantity).toBe(50)
  })

  it('lets only one of two concurrent saves of the same revision win', async () => {
    const owner = visitor()
    const ref = await create(owner)
    const save = () =>
      updateSavedDesign(handle.db, owner, {
        id: ref.id,
        revision: 1,
        document: sampleDocumentInput(),
        options,
      })
    const results = await Promise.allSettled([save(), save()])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
  })

  it('keeps owners apart: a foreign design is not found, not listed and not writable', async () => {
    const [owner, other] = [visitor(), visitor()]
    const ref = await create(owner)
    expect(await getSavedDesign(handle.db, other, ref.id)).toBeNull()
    expect(await listSavedDesigns(handle.db, other)).toEqual([])
    const input = { id: ref.id, revision: 1, document: sampleDocumentInput(), options }
    expect((await rejection(updateSavedDesign(handle.db, other, input))).status).toBe(404)
    expect((await getSavedDesign(handle.db, owner, ref.id))?.revision).toBe(1)
  })

  it('lists the most recently changed first with their options', async () => {
    const owner = { customerId: randomUUID() }
    const first = await create(owner)
    const second = await create(owner)
    await updateSavedDesign(handle.db, owner, {
      id: first.id,
      revision: 1,
      document: sampleDocumentInput(),
      options,
    })
    const list = await listSavedDesigns(handle.db, owner)
    expect(list.map((d) => d.id)).toEqual([first.id, second.id])
    expect(list[0]).toMatchObject({ designId: 101, productType: 'folded-card', format: 'a6', quantity: 50 })
  })

  it('refuses an invalid document with a 400 naming the problem, and writes nothing', async () => {
    const owner = visitor()
    const doc = sampleDocumentInput()
    const title = doc.pages[0]?.layers?.[0]
    if (title?.type === 'text') title.fontSizePt = 999
    const error = await rejection(
      createSavedDesign(handle.db, owner, { designId: 101, document: doc, options }),
    )
    expect(error.status).toBe(400)
    expect(error.options.field).toBe('document')
    expect(error.message).toMatch(/fontSizePt/)
    expect(await listSavedDesigns(handle.db, owner)).toEqual([])
    const notJson = await rejection(
      createSavedDesign(handle.db, owner, { designId: 101, document: 'x', options }),
    )
    expect(notJson.status).toBe(400)
  })

  it('refuses options the price list does not sell, unknown designs and malformed ids', async () => {
    const owner = visitor()
    const bad = { designId: 101, document: sampleDocumentInput(), options: { ...options, quantity: 7 } }
    expect((await rejection(createSavedDesign(handle.db, owner, bad))).status).toBe(422)
    const unknown = { designId: 999_999, document: sampleDocumentInput(), options }
    expect((await rejection(createSavedDesign(handle.db, owner, unknown))).status).toBe(404)
    expect(await getSavedDesign(handle.db, owner, 'not-a-uuid')).toBeNull()
    const input = { id: 'nope', revision: 1, document: sampleDocumentInput(), options }
    expect((await rejection(updateSavedDesign(handle.db, owner, input))).status).toBe(400)
  })
})
