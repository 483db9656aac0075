import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderLines, orderPrintFiles, orders, uploads } from '@/lib/db/schema'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import type { ShopOwner } from '@/lib/shop/common/owner'
import {
  calendarSpecSchema,
  newCalendarDocument,
  type CalendarTemplate,
} from '@/lib/shop/design-print/design/calendar'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import { wallCalendar } from '@/lib/shop/design-print/design/testing/calendar-fixtures'
import { createSavedDesign } from '@/lib/shop/design-print/saved-designs/saved-designs'
import { quoteCalendar } from '@/lib/shop/photo-products/calendar/pricing'
import { calendarLineOptions } from '@/lib/shop/photo-products/calendar/line'
import { placeOrder } from '@/lib/shop/sales/orders/place-order'
import { reorder } from '@/lib/shop/sales/orders/reorder'
import { READ, parsedCheckout } from '@/lib/shop/sales/orders/testing/fixtures'
import { addCartItem, cartPhotoProductLine, getCartView, updateCartItem } from './cart'
import { mergeCart } from './merge'
import { ownPhoto, wallArtDesign } from './testing/wall-art'

/** Calendar cart lines (ADR 0070): priced from the snapshot's spec, photos the owner's, editable from the cart. */

let handle: DbHandle
beforeAll(async () => {
  handle = await openCatalogueTestDb()
}, 180_000)
afterAll(async () => handle.close())

const TEMPLATE: CalendarTemplate = {
  palette: { paper: '#ffffff', ink: '#1f1f1f', accent: '#b91c1c', line: '#d4d4d4' },
  fontFamily: 'Lato',
  photoSlots: 1,
  grid: 'month-grid',
}

/** A calendar of the spec with `photoId` in the first month's photo slot. */
function calendar(photoId: string, patch: Parameters<typeof wallCalendar>[0] = {}): DesignDocument {
  const doc = newCalendarDocument(calendarSpecSchema.parse(wallCalendar(patch)), TEMPLATE, 'cal-test')
  const pages = doc.pages.map((page, index) =>
    index !== 1
      ? page
      : { ...page, layers: page.layers.map((l) => (l.type === 'photo' ? { ...l, assetId: photoId } : l)) },
  )
  return { ...doc, pages }
}

async function shopper(me: ShopOwner = { visitorKey: randomUUID() }) {
  const photo = await ownPhoto(handle.db, me)
  return { me, photo }
}

const unitOf = (doc: DesignDocument, currency: 'EUR' | 'CHF', quantity = 1) =>
  quoteCalendar(calendarLineOptions(doc.calendar!, quantity), currency)

describe('calendar cart lines', () => {
  it('adds a calendar priced from its spec, named in words, in the German and the Swiss market', async () => {
    const { me, photo } = await shopper()
    const doc = calendar(photo.id)
    const view = await addCartItem(handle.db, me, { kind: 'calendar', snapshot: doc, quantity: 2 }, READ)
    expect(view.items[0]).toMatchObject({
      kind: 'calendar',
      quantity: 2,
      total: unitOf(doc, 'EUR', 2).total,
      photoProduct: { kind: 'calendar', label: 'Wandkalender DIN A4 quer, 2027, Spiralbindung' },
      error: null,
    })
    expect(view.hasErrors).toBe(false)
    // The thumbnail is the only photo placed (first month; the cover has none yet).
    expect(view.items[0]?.photoProduct?.thumbnail).toMatchObject({ assetId: photo.id })
    const swiss = await getCartView(handle.db, me, { ...READ, country: 'CH' })
    expect(swiss.items[0]?.total).toBe(unitOf(doc, 'CHF', 2).total)
  })

  it("refuses another visitor's photo, naming the slot", async () => {
    const { photo } = await shopper()
    const { me } = await shopper()
    await expect(
      addCartItem(handle.db, me, { kind: 'calendar', snapshot: calendar(photo.id), quantity: 1 }, READ),
    ).rejects.toMatchObject({ status: 422, options: { field: 'snapshot.pages.1.layers.0.assetId' } })
    expect((await getCartView(handle.db, me, READ)).items).toHaveLength(0)
  })

  it('refuses a calendar the range does not make, naming the spec field', async () => {
    const { me, photo } = await shopper()
    const foil = calendar(photo.id, { refinementType: 'gold' })
    await expect(
      addCartItem(handle.db, me, { kind: 'calendar', snapshot: foil, quantity: 1 }, READ),
    ).rejects.toMatchObject({ status: 422, options: { field: 'snapshot.calendar.refinementType' } })
    const wrongType = calendar(photo.id, { type: 'kitchen', formatType: '150-400' })
    await expect(
      addCartItem(handle.db, me, { kind: 'calendar', snapshot: wrongType, quantity: 1 }, READ),
    ).rejects.toMatchObject({ status: 422, options: { field: 'snapshot.calendar.type' } })
  })

  it('edits quantity and design from the cart, only with a calendar, and reopens the line', async () => {
    const { me, photo } = await shopper()
    const view = await addCartItem(
      handle.db,
      me,
      { kind: 'calendar', snapshot: calendar(photo.id), quantity: 1 },
      READ,
    )
    const id = view.items[0]!.id
    const longer = calendar(photo.id, { startMonth: 9, months: 14 })
    const edited = await updateCartItem(handle.db, me, id, { snapshot: longer, quantity: 3 }, READ)
    expect(edited.items[0]).toMatchObject({ quantity: 3, total: unitOf(longer, 'EUR', 3).total })
    expect(edited.items[0]?.photoProduct?.label).toBe(
      'Wandkalender DIN A4 quer, September 2027 – Oktober 2028, Spiralbindung',
    )
    const poster = wallArtDesign(
      { material: 'poster', widthMm: 300, heightMm: 400, frame: null, canvas: null },
      photo,
    )
    await expect(updateCartItem(handle.db, me, id, { snapshot: poster }, READ)).rejects.toMatchObject({
      status: 422,
      options: { field: 'snapshot.calendar' },
    })
    const reopened = await cartPhotoProductLine(handle.db, me, id, 'calendar')
    expect(reopened?.quantity).toBe(3)
    expect(reopened?.document.calendar?.months).toBe(14)
    expect(await cartPhotoProductLine(handle.db, me, id, 'photobook')).toBeNull()
    expect(await cartPhotoProductLine(handle.db, { visitorKey: randomUUID() }, id, 'calendar')).toBeNull()
  })

  it('adds up equal calendars at sign-in without card quantity steps', async () => {
    const customerId = randomUUID()
    const { me: visitor, photo } = await shopper()
    const doc = calendar(photo.id)
    await addCartItem(handle.db, visitor, { kind: 'calendar', snapshot: doc, quantity: 2 }, READ)
    await handle.db.update(uploads).set({ visitorKey: null, customerId }).where(eq(uploads.id, photo.id))
    await addCartItem(
      handle.db,
      { customerId, visitorKey: null },
      { kind: 'calendar', snapshot: doc, quantity: 1 },
      READ,
    )
    expect((await mergeCart(handle.db, visitor.visitorKey!, customerId)).combined).toBe(1)
    const merged = await getCartView(handle.db, { customerId, visitorKey: null }, READ)
    expect(merged.items.map((i) => [i.kind, i.quantity])).toEqual([['calendar', 3]])
  })

  it('puts a saved calendar in the cart by its id, and orders, prints and reorders it', async () => {
    const { me, photo } = await shopper()
    const doc = calendar(photo.id)
    const saved = await createSavedDesign(
      handle.db,
      { visitorKey: me.visitorKey! },
      { product: 'calendar', document: doc },
    )
    const view = await addCartItem(handle.db, me, { kind: 'saved-design', savedDesignId: saved.id }, READ)
    expect(view.items[0]).toMatchObject({ kind: 'calendar', quantity: 1, savedDesignId: saved.id })

    const ctx = { owner: me, brand: 'poster' as const, locale: 'de-DE' as const }
    const { order } = await placeOrder(handle.db, parsedCheckout({ paymentMethod: 'prepayment' }), ctx)
    expect(order.lines).toEqual([
      expect.objectContaining({ name: 'Wandkalender DIN A4 quer, 2027, Spiralbindung', quantity: 1 }),
    ])
    const [row] = await handle.db.select().from(orders).where(eq(orders.number, order.number))
    const [line] = await handle.db.select().from(orderLines).where(eq(orderLines.orderId, row!.id))
    expect(line).toMatchObject({ kind: 'calendar' })
    expect(line?.options).toMatchObject({ designGroupId: 2101, formatType: 'a4-quer', months: 12, amount: 1 })
    const jobs = await handle.db.select().from(orderPrintFiles).where(eq(orderPrintFiles.lineId, line!.id))
    expect(jobs.map((job) => job.part)).toEqual(['main'])

    expect(await reorder(handle.db, row!, { owner: me, brand: 'poster', locale: 'de-DE' })).toEqual({
      added: 1,
      skipped: [],
    })
    expect((await getCartView(handle.db, me, READ)).items[0]).toMatchObject({ kind: 'calendar', quantity: 1 })
  })
})
