import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { sampleDocumentInput } from '@/lib/shop/design-print/design/testing/fixtures'
import { quoteCardLine } from '@/lib/shop/sales/pricing/card-line'
import { FOLDED_CARD, READ } from '@/lib/shop/sales/orders/testing/fixtures'
import { addCartItem, addSample, getCartView, removeCartItem, restoreCartItem, updateCartItem } from './cart'
import { mergeCart } from './merge'
import { createSavedDesign } from '@/lib/shop/design-print/saved-designs/saved-designs'
import { addCartItemSchema } from './schema'

let handle: DbHandle
beforeAll(async () => {
  handle = await openCatalogueTestDb()
})
afterAll(async () => handle.close())

const owner = () => ({ visitorKey: randomUUID() })

describe('cart', () => {
  it('prices a card line through the engine on every read, per delivery country', async () => {
    const me = owner()
    const view = await addCartItem(handle.db, me, FOLDED_CARD, READ)
    const engine = quoteCardLine({ ...FOLDED_CARD.options, country: 'DE' })
    expect(view.count).toBe(1)
    expect(view.items[0]).toMatchObject({
      kind: 'card',
      designId: 101,
      quantity: 50,
      unitPrice: engine.unitPrice,
    })
    expect(view.items[0]?.total).toBe(engine.total)
    expect(view.subtotal).toBe(engine.total)
    expect(view.total).toBe(engine.total + 499)
    const swiss = await getCartView(handle.db, me, { ...READ, country: 'CH' })
    expect(swiss.currency).toBe('CHF')
    expect(swiss.items[0]?.total).toBe(quoteCardLine({ ...FOLDED_CARD.options, country: 'CH' }).total)
  })

  it('changes quantity along the steps only', async () => {
    const me = owner()
    const id = (await addCartItem(handle.db, me, FOLDED_CARD, READ)).items[0]?.id ?? ''
    const view = await updateCartItem(handle.db, me, id, { quantity: 100 }, READ)
    expect(view.items[0]?.quantity).toBe(100)
    expect(view.items[0]?.total).toBe(
      quoteCardLine({ ...FOLDED_CARD.options, quantity: 100, country: 'DE' }).total,
    )
    await expect(updateCartItem(handle.db, me, id, { quantity: 7 }, READ)).rejects.toMatchObject({
      status: 422,
      options: { field: 'quantity' },
    })
    await expect(updateCartItem(handle.db, owner(), id, { quantity: 100 }, READ)).rejects.toMatchObject({
      status: 404,
    })
  })

  it('removes a line and undoes the removal', async () => {
    const me = owner()
    const added = await addCartItem(handle.db, me, FOLDED_CARD, READ)
    const id = added.items[0]?.id ?? ''
    const removed = await removeCartItem(handle.db, me, id, READ)
    expect(removed.count).toBe(0)
    expect(removed.removed?.id).toBe(id)
    expect(removed.revision).toBeGreaterThan(added.revision)
    const restored = await restoreCartItem(handle.db, me, id, READ)
    expect(restored.items.map((i) => i.id)).toEqual([id])
    expect(restored.removed).toBeNull()
    await expect(restoreCartItem(handle.db, me, id, READ)).rejects.toMatchObject({ status: 404 })
  })

  it('gives 3 samples free and charges the fourth at the spec price', async () => {
    const me = owner()
    for (const id of [101, 102, 103]) await addSample(handle.db, me, id, READ)
    const again = await addSample(handle.db, me, 101, READ)
    expect(again.samples).toMatchObject({ count: 3, paidCount: 0, total: 0 })
    expect(again.shipping).toBe(0)
    const fourth = await addSample(handle.db, me, 104, READ)
    expect(fourth.samples).toMatchObject({ count: 4, freeCount: 3, paidCount: 1, total: 190 })
    const swiss = await getCartView(handle.db, me, { ...READ, country: 'CH' })
    expect(swiss.samples?.total).toBe(350)
    await expect(addSample(handle.db, me, 999_999, READ)).rejects.toMatchObject({
      status: 422,
      options: { field: 'designId' },
    })
  })

  it('sells envelopes on their own and refuses card-only accessories', async () => {
    const me = owner()
    const view = await addCartItem(
      handle.db,
      me,
      { kind: 'accessory', sku: 'envelope-straight-white-162x114', quantity: 10 },
      READ,
    )
    expect(view.items[0]).toMatchObject({
      kind: 'accessory',
      productType: 'envelope',
      unitPrice: 95,
      total: 950,
    })
    await expect(
      addCartItem(handle.db, me, { kind: 'accessory', sku: 'screw-gold', quantity: 10 }, READ),
    ).rejects.toMatchObject({ status: 422, options: { field: 'sku' } })
  })

  it('adds a design saved in the design tool from the stored row, never from client data', async () => {
    const me = owner()
    const saved = await createSavedDesign(handle.db, me, {
      designId: 101,
      document: sampleDocumentInput(),
      options: FOLDED_CARD.options,
    })
    const view = await addCartItem(handle.db, me, { kind: 'saved-design', savedDesignId: saved.id }, READ)
    expect(view.items[0]).toMatchObject({
      kind: 'card',
      designId: 101,
      savedDesignId: saved.id,
      hasSnapshot: true,
      quantity: FOLDED_CARD.options.quantity,
      total: quoteCardLine({ ...FOLDED_CARD.options, country: 'DE' }).total,
    })
    // Another visitor cannot put this design into their cart.
    await expect(
      addCartItem(handle.db, owner(), { kind: 'saved-design', savedDesignId: saved.id }, READ),
    ).rejects.toMatchObject({ status: 404, options: { field: 'savedDesignId' } })
    expect(() =>
      addCartItemSchema.parse({ kind: 'saved-design', savedDesignId: saved.id, price: 1 }),
    ).toThrow()
  })

  it('accepts an editor design snapshot and refuses options the product does not take', async () => {
    const me = owner()
    const snapshot = sampleDocumentInput()
    const parsed = addCartItemSchema.parse({
      kind: 'card',
      snapshot,
      savedDesignId: randomUUID(),
      options: FOLDED_CARD.options,
    })
    const view = await addCartItem(handle.db, me, parsed, READ)
    expect(view.items[0]).toMatchObject({ hasSnapshot: true, designId: null })
    const wrong = addCartItemSchema.parse({
      ...FOLDED_CARD,
      options: { ...FOLDED_CARD.options, screw: 'gold' },
    })
    await expect(addCartItem(handle.db, me, wrong, READ)).rejects.toMatchObject({
      options: { field: 'options.screw' },
    })
    const mismatch = addCartItemSchema.parse({
      ...FOLDED_CARD,
      options: { ...FOLDED_CARD.options, productType: 'postcard' },
    })
    await expect(addCartItem(handle.db, me, mismatch, READ)).rejects.toMatchObject({
      options: { field: 'options.productType' },
    })
  })

  it('refuses client prices and owners in the input', () => {
    for (const extra of ['price', 'unitPrice', 'customerId']) {
      const result = addCartItemSchema.safeParse({ ...FOLDED_CARD, [extra]: 1 })
      expect(result.success).toBe(false)
    }
  })
})

describe('mergeCart', () => {
  it('moves the visitor lines into the customer cart, keeping one sample per design', async () => {
    const customerId = randomUUID()
    const device = owner()
    await addSample(handle.db, { ...device, customerId }, 101, READ)
    const visitor = owner()
    await addCartItem(handle.db, visitor, FOLDED_CARD, READ)
    await addSample(handle.db, visitor, 101, READ)
    await addSample(handle.db, visitor, 102, READ)
    expect((await mergeCart(handle.db, visitor.visitorKey, customerId)).moved).toBe(2)
    const merged = await getCartView(handle.db, { ...visitor, customerId }, READ)
    expect(merged.items.map((i) => [i.kind, i.designId]).sort()).toEqual([
      ['card', 101],
      ['sample', 101],
      ['sample', 102],
    ])
    expect((await getCartView(handle.db, visitor, READ)).count).toBe(0)
  })

  it('hands the whole cart over when the customer has none', async () => {
    const customerId = randomUUID()
    const visitor = owner()
    await addCartItem(handle.db, visitor, FOLDED_CARD, READ)
    expect((await mergeCart(handle.db, visitor.visitorKey, customerId)).moved).toBe(1)
    expect((await getCartView(handle.db, { ...visitor, customerId }, READ)).count).toBe(1)
    expect((await mergeCart(handle.db, randomUUID(), customerId)).moved).toBe(0)
  })
})
