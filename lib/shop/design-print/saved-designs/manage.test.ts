import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { sampleDocumentInput } from '@/lib/shop/design-print/design/testing/fixtures'
import { addCartItem } from '@/lib/shop/sales/cart/cart'
import { addCartItemSchema } from '@/lib/shop/sales/cart/schema'
import { placeOrder } from '@/lib/shop/sales/orders/place-order'
import { FOLDED_CARD, READ, parsedCheckout } from '@/lib/shop/sales/orders/testing/fixtures'
import { duplicateSavedDesign, findDraft, renameSavedDesign } from './manage'
import { createSavedDesign, getSavedDesign, listSavedDesigns } from './saved-designs'
import type { SavedDesignOwner } from './schema'

let handle: DbHandle
beforeAll(async () => {
  handle = await openCatalogueTestDb()
}, 180_000)
afterAll(() => handle.close())

const create = (owner: SavedDesignOwner, designId = 101) =>
  createSavedDesign(handle.db, owner, {
    designId,
    document: sampleDocumentInput(),
    options: { ...FOLDED_CARD.options },
  })

const status = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: { status?: number; message?: string }) => `${error.status}: ${error.message}`,
  )

describe('rename', () => {
  it('names the owner’s design (trimmed) without counting it as an edit', async () => {
    const mine = { visitorKey: randomUUID() }
    const ref = await create(mine)
    const renamed = await renameSavedDesign(handle.db, mine, ref.id, '  Unsere Hochzeit  ')
    expect(renamed).toEqual(ref)
    const [listed] = await listSavedDesigns(handle.db, mine)
    expect(listed?.customName).toBe('Unsere Hochzeit')
  })

  it.each([
    ['empty', '', /400: name: Give the design a name/],
    ['blank', '   ', /400: name: Give the design a name/],
    ['too long', 'x'.repeat(81), /400: name: A design name can be at most 80 characters/],
  ])('refuses an %s name with a 400 naming the field', async (_, name, message) => {
    const mine = { visitorKey: randomUUID() }
    const ref = await create(mine)
    expect(await status(renameSavedDesign(handle.db, mine, ref.id, name))).toMatch(message)
  })

  it('answers someone else’s design and a bad id like a missing one (404)', async () => {
    const ref = await create({ visitorKey: randomUUID() })
    const other = { visitorKey: randomUUID() }
    expect(await status(renameSavedDesign(handle.db, other, ref.id, 'Meins'))).toMatch(/^404/)
    expect(await status(renameSavedDesign(handle.db, other, 'nope', 'Meins'))).toMatch(/^404/)
  })
})

describe('duplicate', () => {
  it('makes a new saved design of the owner with the same document and options, under the new name', async () => {
    const mine = { customerId: randomUUID() }
    const ref = await create(mine)
    const copy = await duplicateSavedDesign(handle.db, mine, ref.id, 'Kopie von Blumenwiese')
    expect(copy.id).not.toBe(ref.id)
    const [original, duplicate] = await Promise.all([
      getSavedDesign(handle.db, mine, ref.id),
      getSavedDesign(handle.db, mine, copy.id),
    ])
    expect(duplicate?.document).toEqual(original?.document)
    expect(duplicate?.options).toEqual(original?.options)
    expect(duplicate?.designId).toBe(101)
    const listed = await listSavedDesigns(handle.db, mine)
    expect(listed.map((l) => l.customName)).toEqual(['Kopie von Blumenwiese', null])
  })

  it('copies only the owner’s own designs and needs a valid name', async () => {
    const mine = { visitorKey: randomUUID() }
    const ref = await create(mine)
    expect(await status(duplicateSavedDesign(handle.db, { visitorKey: randomUUID() }, ref.id, 'X'))).toMatch(
      /^404/,
    )
    expect(await status(duplicateSavedDesign(handle.db, mine, ref.id, ''))).toMatch(/^400/)
    expect(await listSavedDesigns(handle.db, mine)).toHaveLength(1)
  })
})

describe('draft to continue', () => {
  it('is the owner’s most recently changed saved design of that catalogue design', async () => {
    const mine = { visitorKey: randomUUID() }
    expect(await findDraft(handle.db, mine, { designId: 101 })).toBeNull()
    await create(mine)
    const newer = await create(mine)
    await create(mine, 102)
    await create({ visitorKey: randomUUID() })
    expect(await findDraft(handle.db, mine, { designId: 101 })).toEqual({ ...newer, name: null })
  })

  it('is never a design that is already in an order', async () => {
    const visitorKey = randomUUID()
    const mine = { visitorKey }
    const ordered = await create(mine)
    const line = addCartItemSchema.parse({
      kind: 'card',
      snapshot: sampleDocumentInput(),
      savedDesignId: ordered.id,
      designId: 101,
      options: { ...FOLDED_CARD.options },
    })
    await addCartItem(handle.db, mine, line, READ)
    expect((await findDraft(handle.db, mine, { designId: 101 }))?.id).toBe(ordered.id)
    await placeOrder(handle.db, parsedCheckout(), { owner: mine, brand: 'card', locale: 'de-DE' })
    expect(await findDraft(handle.db, mine, { designId: 101 })).toBeNull()
  })
})
