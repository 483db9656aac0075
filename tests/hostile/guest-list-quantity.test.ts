import { randomUUID } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { sampleDocumentInput } from '@/lib/shop/design-print/design/testing/fixtures'
import { createGuestList } from '@/lib/shop/design-print/guest-list/guest-lists'
import { FOLDED_CARD } from '@/lib/shop/sales/orders/testing/fixtures'
import { changedTables, dbFingerprint } from './support/fingerprint'
import { catalogueDbForRoutes, jsonRequest, visitor, type ErrorBody } from './support/visitor-routes'

/**
 * Issue 30 point 3 (ADR 0081), through the real cart route handlers: a card with a guest list is
 * bought in a quantity that gives every guest a card. A client that adds it with fewer cards than
 * guests, or lowers the quantity below the guests later, gets a 422 naming the quantity and the
 * smallest step, and nothing is written.
 */
const items = await import('@/app/web-api/cart/items/route')
const item = await import('@/app/web-api/cart/items/[id]/route')

const handle = catalogueDbForRoutes()

let listId = ''
beforeEach(async () => {
  visitor.visitorKey = randomUUID()
  const csv = 'Vorname\nAnna\nBen\nCem\nDora\nEmil\nFee\n'
  const list = await createGuestList(handle.db, {
    bytes: new TextEncoder().encode(csv),
    visitorKey: visitor.visitorKey,
  })
  listId = list.id
})

const URL = 'http://localhost:3000/web-api/cart/items'
const card = (quantity: number) => ({
  kind: 'card',
  designId: 101,
  snapshot: { ...sampleDocumentInput(), guestListId: listId, guestMapping: { Vorname: 'Vorname' } },
  options: { ...FOLDED_CARD.options, quantity },
})

describe('cart: a card with a guest list of 6 guests', () => {
  it('refuses 5 cards (422, quantity, "at least 10"), writing nothing', async () => {
    const before = await dbFingerprint(handle.db)
    const response = await items.POST(jsonRequest('POST', URL, card(5)))
    const body = (await response.json()) as ErrorBody
    expect(response.status, JSON.stringify(body)).toBe(422)
    expect(body.error.field).toBe('quantity')
    expect(body.error.message).toMatch(/6 guests.*at least 10 cards/)
    expect(changedTables(before, await dbFingerprint(handle.db))).toEqual([])
  })

  it('takes 10 (6 named + 4 without), refuses lowering it to 5 on PATCH, keeping the line', async () => {
    const added = await items.POST(jsonRequest('POST', URL, card(10)))
    expect(added.status).toBe(200)
    const view = (await added.json()) as { items: { id: string; quantity: number; guestCount: number }[] }
    const id = view.items[0]!.id
    expect(view.items[0]).toMatchObject({ quantity: 10, guestCount: 6 })
    const before = await dbFingerprint(handle.db)
    const at = `${URL}/${id}`
    const lowered = await item.PATCH(jsonRequest('PATCH', at, { quantity: 5 }), {
      params: Promise.resolve({ id }),
    })
    expect(lowered.status).toBe(422)
    expect(((await lowered.json()) as ErrorBody).error.field).toBe('quantity')
    expect(changedTables(before, await dbFingerprint(handle.db))).toEqual([])
  })
})
