import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cartItems } from '@/lib/db/schema'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { sampleDocumentInput } from '@/lib/shop/design-print/design/testing/fixtures'
import { createGuestList } from '@/lib/shop/design-print/guest-list/guest-lists'
import { FOLDED_CARD, READ } from '@/lib/shop/sales/orders/testing/fixtures'
import { createSavedDesign } from '@/lib/shop/design-print/saved-designs/saved-designs'
import { addCartItem, updateCartItem } from './cart'
import { guestListIdOf } from './guest-counts'

let handle: DbHandle
beforeAll(async () => {
  handle = await openCatalogueTestDb()
})
afterAll(async () => handle.close())

describe('a saved design with a guest list in the cart', () => {
  it('carries guestListId and guestMapping into the line snapshot and counts the guests', async () => {
    const visitorKey = randomUUID()
    const csv = 'Vorname;Nachname\nAnna;Berg\nBen;Wald\nCem;See\n'
    const list = await createGuestList(handle.db, { bytes: new TextEncoder().encode(csv), visitorKey })
    const mapping = { Vorname: 'Vorname', Nachname: null }
    const saved = await createSavedDesign(
      handle.db,
      { visitorKey },
      {
        designId: 101,
        document: { ...sampleDocumentInput(), guestListId: list.id, guestMapping: mapping },
        options: { ...FOLDED_CARD.options, quantity: 5 },
      },
    )
    const view = await addCartItem(
      handle.db,
      { visitorKey },
      { kind: 'saved-design', savedDesignId: saved.id },
      READ,
    )
    expect(view.items[0]).toMatchObject({ savedDesignId: saved.id, guestCount: 3, quantity: 5 })
    const [row] = await handle.db.select().from(cartItems).where(eq(cartItems.savedDesignId, saved.id))
    expect(row?.designSnapshot).toMatchObject({ guestListId: list.id, guestMapping: mapping })
  })

  it('refuses fewer cards than guests, when added and when the quantity changes (ADR 0081)', async () => {
    const visitorKey = randomUUID()
    const csv = 'Vorname\nAnna\nBen\nCem\nDora\nEmil\nFee\n'
    const list = await createGuestList(handle.db, { bytes: new TextEncoder().encode(csv), visitorKey })
    const document = { ...sampleDocumentInput(), guestListId: list.id, guestMapping: { Vorname: 'Vorname' } }
    const tooFew = await createSavedDesign(
      handle.db,
      { visitorKey },
      { designId: 101, document, options: { ...FOLDED_CARD.options, quantity: 5 } },
    )
    await expect(
      addCartItem(handle.db, { visitorKey }, { kind: 'saved-design', savedDesignId: tooFew.id }, READ),
    ).rejects.toMatchObject({ status: 422, options: { field: 'quantity' }, message: /6 guests.*at least 10/ })
    const enough = await createSavedDesign(
      handle.db,
      { visitorKey },
      { designId: 101, document, options: { ...FOLDED_CARD.options, quantity: 10 } },
    )
    const view = await addCartItem(
      handle.db,
      { visitorKey },
      { kind: 'saved-design', savedDesignId: enough.id },
      READ,
    )
    const id = view.items[0]!.id
    await expect(updateCartItem(handle.db, { visitorKey }, id, { quantity: 5 }, READ)).rejects.toMatchObject({
      status: 422,
    })
    const bigger = await updateCartItem(handle.db, { visitorKey }, id, { quantity: 15 }, READ)
    expect(bigger.items[0]).toMatchObject({ quantity: 15, guestCount: 6 })
  })

  it('a line without a guest list has no guest count', async () => {
    const visitorKey = randomUUID()
    const view = await addCartItem(handle.db, { visitorKey }, FOLDED_CARD, READ)
    expect(view.items[0]?.guestCount).toBeNull()
  })

  it.each([
    [null, null],
    ['text', null],
    [{ guestListId: 42 }, null],
    [{ guestListId: 'not-a-uuid' }, null],
    [{ guestListId: '0b8f8a52-7d4e-4a57-9a8e-6d0f1b2c3d4e' }, '0b8f8a52-7d4e-4a57-9a8e-6d0f1b2c3d4e'],
  ])('reads the list id of snapshot %j as %j', (snapshot, id) => {
    expect(guestListIdOf(snapshot)).toBe(id)
  })
})
