import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { FOLDED_CARD, READ } from '@/lib/shop/sales/orders/testing/fixtures'
import { addCartItem, addSample, getCartView } from './cart'

let handle: DbHandle
beforeAll(async () => {
  handle = await openCatalogueTestDb()
})
afterAll(() => handle.close())

const ENVELOPE = { kind: 'accessory' as const, sku: 'envelope-straight-white-162x114', quantity: 10 }
const message = 'MYPOSTER sells no greeting cards, envelopes or other card accessories'
const refusal = (field: string) => ({ status: 422, message, options: { status: 422, field } })

describe('a brand sells only its own range (issue 32 point 8)', () => {
  it('refuses card envelopes, cards and sample cards in a MYPOSTER cart and writes nothing', async () => {
    const me = { visitorKey: randomUUID() }
    const poster = { ...READ, brand: 'poster' as const }
    await expect(addCartItem(handle.db, me, ENVELOPE, poster)).rejects.toMatchObject(refusal('kind'))
    await expect(addCartItem(handle.db, me, FOLDED_CARD, poster)).rejects.toMatchObject(refusal('kind'))
    await expect(addSample(handle.db, me, 101, poster)).rejects.toMatchObject(refusal('designId'))
    expect((await getCartView(handle.db, me, READ)).count).toBe(0)
  })

  it('takes them in the card channel', async () => {
    const me = { visitorKey: randomUUID() }
    const card = { ...READ, brand: 'card' as const }
    expect((await addCartItem(handle.db, me, ENVELOPE, card)).count).toBe(1)
  })
})
