import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders, productReviews } from '@/lib/db/schema'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { ShopError } from '@/lib/shop/common/errors'
import { placeOrder } from '@/lib/shop/sales/orders/place-order'
import { fillCart, parsedCheckout } from '@/lib/shop/sales/orders/testing/fixtures'
import { importReviewCsv } from './import'
import { listReviews, moderateReview } from './moderation'
import { productRatings } from './ratings'
import { orderLineReviews, submitCustomerReview } from './submit'

let handle: DbHandle
beforeAll(async () => {
  handle = await openCatalogueTestDb()
}, 180_000)
afterAll(async () => handle.close())

const csv = (...lines: string[]) => new TextEncoder().encode(lines.join('\r\n') + '\r\n')
const HEADER = 'review_id;product_kind;product_ref;rating;author;title;text;created_at'

/** A delivered (or otherwise) order of a new customer with one card line of design 101. */
async function customerOrder(status: 'delivered' | 'shipped' = 'delivered') {
  const visitorKey = randomUUID()
  const customerId = randomUUID()
  await fillCart(handle.db, visitorKey)
  const { order } = await placeOrder(handle.db, parsedCheckout(), {
    owner: { visitorKey },
    brand: 'card',
    locale: 'de-DE',
  })
  await handle.db.update(orders).set({ customerId, status }).where(eq(orders.number, order.number))
  return { number: order.number, customerId }
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ShopError)
  return error as ShopError
}

describe('customer reviews', () => {
  it('takes one review per line of a delivered order, shown as first name and initial', async () => {
    const { number, customerId } = await customerOrder()
    const input = { orderNumber: number, line: 0, rating: 5, title: 'Toll', text: '<b>Sehr</b> schön' }
    const { id, status } = await submitCustomerReview(handle.db, customerId, input, 'de-DE')
    expect(status).toBe('pending')
    const [row] = await handle.db.select().from(productReviews).where(eq(productReviews.id, id))
    expect(row).toMatchObject({
      brand: 'card',
      productKind: 'card',
      productRef: '101',
      authorName: 'Erika M.',
      source: 'customer',
      body: '<b>Sehr</b> schön',
      publishedAt: null,
    })
    const again = await refusal(submitCustomerReview(handle.db, customerId, input, 'de-DE'))
    expect(again.status).toBe(409)
    expect(again.message).toBe('Sie haben diese Position bereits bewertet.')
    const [line] = await orderLineReviews(handle.db, row!.orderId!)
    expect(line).toEqual({ position: 0, reviewable: true, review: { rating: 5, status: 'pending' } })
  })

  it('refuses orders not yet delivered, of someone else, and lines that do not exist', async () => {
    const shipped = await customerOrder('shipped')
    const base = { orderNumber: shipped.number, line: 0, rating: 4 }
    expect((await refusal(submitCustomerReview(handle.db, shipped.customerId, base, 'en-US'))).message).toBe(
      'You can review products once the order has been delivered.',
    )
    const delivered = await customerOrder()
    const other = { ...base, orderNumber: delivered.number }
    expect((await refusal(submitCustomerReview(handle.db, randomUUID(), other, 'de-DE'))).status).toBe(404)
    const noLine = { ...other, line: 7 }
    const error = await refusal(submitCustomerReview(handle.db, delivered.customerId, noLine, 'de-DE'))
    expect(error.options.field).toBe('line')
  })
})

describe('ratings', () => {
  it('averages published reviews only, to one decimal', async () => {
    const rows = ['1;calendar;2104;5;Anna Maria Müller', '2;calendar;2104;4;Ben', '3;calendar;2104;5;Cem Y']
    const result = await importReviewCsv(handle.db, csv(HEADER, ...rows.map((r) => `r-${r};;;`)))
    expect(result).toEqual({ ok: true, imported: 3, skipped: 0 })
    expect(await productRatings(handle.db, 'calendar', [2104])).toEqual({})
    const { rows: pending } = await listReviews(handle.db, 'pending')
    for (const review of pending.filter((r) => r.productRef === '2104')) {
      expect(await moderateReview(handle.db, review.id, 'published')).toBe(true)
    }
    expect(await productRatings(handle.db, 'calendar', [2104, 2105])).toEqual({
      '2104': { average: 4.7, count: 3 },
    })
    const names = pending.map((r) => r.authorName).sort()
    expect(names).toEqual(expect.arrayContaining(['Anna M.', 'Ben', 'Cem Y.']))
    const withdrawn = pending.find((r) => r.authorName === 'Ben')!
    expect(await moderateReview(handle.db, withdrawn.id, 'rejected')).toBe(true)
    expect(await moderateReview(handle.db, withdrawn.id, 'rejected')).toBe(false)
    expect(await productRatings(handle.db, 'calendar', ['2104'])).toEqual({
      '2104': { average: 5, count: 2 },
    })
  })
})

describe('provider import', () => {
  it('reports every bad row by number and imports nothing from such a file', async () => {
    const file = csv(
      HEADER,
      'ok-1;card;101;4;Dora Klein;Schön;Gute Qualität;2026-03-01',
      'bad-2;calendar;9999;5;Eva;;;',
      'bad-3;poster;1;5;Fritz;;;',
      'bad-4;card;101;6;Gina;;;',
      'ok-1;card;101;3;Hans;;;',
      `bad-6;card;101;3;Ina;${'x'.repeat(121)};;`,
      'bad-7;card;101;3;Jo;;;gestern',
      'bad-8;accessory;NO-SUCH-SKU;3;Kim;;;',
    )
    const result = await importReviewCsv(handle.db, file)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.problems.map((p) => p.row)).toEqual([3, 4, 5, 6, 7, 8, 9])
    expect(result.problems[0]!.message).toBe('calendar 9999 gibt es im Katalog nicht')
    expect(result.problems[3]!.message).toBe('review_id ok-1 steht schon in Zeile 2')
    const imported = await handle.db
      .select()
      .from(productReviews)
      .where(eq(productReviews.externalId, 'ok-1'))
    expect(imported).toEqual([])
  })

  it('names missing columns, and a second import of the same export adds nothing', async () => {
    const noRating = await importReviewCsv(
      handle.db,
      csv('review_id,product_kind,product_ref,author', 'a,card,101,X'),
    )
    expect(noRating).toEqual({ ok: false, problems: [{ row: 1, message: 'Es fehlen Spalten: rating.' }] })
    const file = csv(
      'Review_ID,Product_Kind,Product_Ref,Rating,Author',
      'same-1,card,101,2,Kai Uwe',
      'same-2,card,102,3,Lea',
    )
    expect(await importReviewCsv(handle.db, file)).toEqual({ ok: true, imported: 2, skipped: 0 })
    expect(await importReviewCsv(handle.db, file)).toEqual({ ok: true, imported: 0, skipped: 2 })
  })
})
