import { randomUUID } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  calendarSpecSchema,
  newCalendarDocument,
  type CalendarTemplate,
} from '@/lib/shop/design-print/design/calendar'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import { wallCalendar } from '@/lib/shop/design-print/design/testing/calendar-fixtures'
import { sampleDocumentInput } from '@/lib/shop/design-print/design/testing/fixtures'
import { ownPhoto } from '@/lib/shop/sales/cart/testing/wall-art'
import { dbFingerprint } from './support/fingerprint'
import { catalogueDbForRoutes, expectRefused, jsonRequest, visitor } from './support/visitor-routes'

/**
 * Issue 28, calendars in the cart (ADR 0070), through the real route handlers: everything a calendar
 * line costs comes from its document's `calendar` spec. A client that sends a price, options, a spec the
 * range does not make, a foreign photo or another product's document gets a 4xx naming the field, and
 * nothing is written.
 */
const items = await import('@/app/web-api/cart/items/route')
const item = await import('@/app/web-api/cart/items/[id]/route')

const handle = catalogueDbForRoutes()

const TEMPLATE: CalendarTemplate = {
  palette: { paper: '#ffffff', ink: '#1f1f1f', accent: '#b91c1c', line: '#d4d4d4' },
  fontFamily: 'Lato',
  photoSlots: 1,
  grid: 'month-grid',
}
let PHOTO = 'up-00000000000000000000000000000000'
beforeEach(async () => {
  visitor.visitorKey = randomUUID()
  PHOTO = (await ownPhoto(handle.db, { visitorKey: visitor.visitorKey })).id
})

function calendar(patch: Parameters<typeof wallCalendar>[0] = {}, photo = PHOTO): DesignDocument {
  const doc = newCalendarDocument(calendarSpecSchema.parse(wallCalendar(patch)), TEMPLATE, 'cal-hostile')
  const pages = doc.pages.map((page, index) =>
    index !== 1
      ? page
      : { ...page, layers: page.layers.map((l) => (l.type === 'photo' ? { ...l, assetId: photo } : l)) },
  )
  return { ...doc, pages }
}

const URL = 'http://localhost:3000/web-api/cart/items'

describe('POST /web-api/cart/items, calendar', () => {
  it.each<[string, () => unknown, RegExp]>([
    [
      'a client-sent price',
      () => ({ kind: 'calendar', snapshot: calendar(), quantity: 1, unitPrice: 1 }),
      /unitPrice/,
    ],
    [
      'client-sent options',
      () => ({ kind: 'calendar', snapshot: calendar(), quantity: 1, options: { formatType: 'a6-hoch' } }),
      /options/,
    ],
    [
      'a card document',
      () => ({ kind: 'calendar', snapshot: sampleDocumentInput(), quantity: 1 }),
      /calendar/,
    ],
    ['501 calendars', () => ({ kind: 'calendar', snapshot: calendar(), quantity: 501 }), /quantity/],
    [
      'foil on paper that takes none',
      () => ({ kind: 'calendar', snapshot: calendar({ refinementType: 'silber' }), quantity: 1 }),
      /snapshot\.calendar\.refinementType/,
    ],
    [
      'a wall calendar claiming a cheaper design group of another type',
      () => ({ kind: 'calendar', snapshot: calendar({ designGroupId: 2201 }), quantity: 1 }),
      /snapshot\.calendar\.type/,
    ],
    [
      'a photo of another visitor',
      () => ({
        kind: 'calendar',
        snapshot: calendar({}, 'up-0123456789abcdef0123456789abcdef'),
        quantity: 1,
      }),
      /snapshot\.pages\.1\.layers\.0\.assetId/,
    ],
    [
      'a saved design that is not theirs',
      () => ({ kind: 'calendar', snapshot: calendar(), savedDesignId: randomUUID(), quantity: 1 }),
      /savedDesignId/,
    ],
  ])('refuses %s', async (_, body, field) => {
    const before = await dbFingerprint(handle.db)
    await expectRefused(await items.POST(jsonRequest('POST', URL, body())), field, before)
  })

  it('refuses another product’s document and a foreign photo on PATCH, keeping the line', async () => {
    const added = await items.POST(
      jsonRequest('POST', URL, { kind: 'calendar', snapshot: calendar(), quantity: 1 }),
    )
    expect(added.status).toBe(200)
    const id = ((await added.json()) as { items: { id: string }[] }).items[0]!.id
    const at = `${URL}/${id}`
    const params = { params: Promise.resolve({ id }) }
    const before = await dbFingerprint(handle.db)
    await expectRefused(
      await item.PATCH(jsonRequest('PATCH', at, { snapshot: sampleDocumentInput() }), params),
      /snapshot\.calendar/,
      before,
    )
    await expectRefused(
      await item.PATCH(
        jsonRequest('PATCH', at, { snapshot: calendar({}, 'up-0123456789abcdef0123456789abcdef') }),
        params,
      ),
      /assetId/,
      before,
    )
    const longer = await item.PATCH(
      jsonRequest('PATCH', at, { snapshot: calendar({ startMonth: 9, months: 13 }), quantity: 2 }),
      params,
    )
    expect(longer.status).toBe(200)
  })
})
