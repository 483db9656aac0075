import { and, asc, eq } from 'drizzle-orm'
import type { ShopLocaleCode } from '@/lib/config/locales'
import { orderLines, orders, productReviews } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { messagesFor } from '@/lib/i18n/messages'
import type { Address } from '@/lib/shop/sales/checkout/schema'
import { ShopError } from '@/lib/shop/common/errors'
import { authorDisplayName } from './author'
import { lineProduct } from './line-product'
import type { CreateReview } from './schema'

/**
 * A verified buyer's review of one line of their own delivered order. It waits for moderation
 * (`pending`); the unique order-line constraint makes a second review of the same line a 409 even when
 * two requests race.
 */
export async function submitCustomerReview(
  db: Db,
  customerId: string,
  input: CreateReview,
  locale: ShopLocaleCode,
  now = new Date(),
): Promise<{ id: string; status: 'pending' }> {
  const t = messagesFor(locale).Reviews.errors
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.number, input.orderNumber), eq(orders.customerId, customerId)))
  if (!order) throw new ShopError(t.noOrder, { status: 404, field: 'orderNumber' })
  if (order.status !== 'delivered') throw new ShopError(t.notDelivered, { status: 409, field: 'orderNumber' })
  const [line] = await db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.orderId, order.id), eq(orderLines.position, input.line)))
    .orderBy(asc(orderLines.position))
  if (!line) throw new ShopError(t.noLine, { status: 404, field: 'line' })
  const product = lineProduct(line)
  if (!product) throw new ShopError(t.notReviewable, { status: 422, field: 'line' })
  const billing = order.billingAddress as Address
  const [row] = await db
    .insert(productReviews)
    .values({
      brand: order.brand,
      productKind: product.kind,
      productRef: product.ref,
      rating: input.rating,
      title: input.title ?? null,
      body: input.text ?? null,
      authorName: authorDisplayName(billing.firstName, billing.lastName),
      source: 'customer',
      orderId: order.id,
      orderLineId: line.id,
      status: 'pending',
      createdAt: now,
    })
    .onConflictDoNothing({ target: productReviews.orderLineId })
    .returning({ id: productReviews.id })
  if (!row) throw new ShopError(t.already, { status: 409, field: 'line' })
  return { id: row.id, status: 'pending' }
}

/** Per line position of an order: what it can be reviewed as and the review already written, if any. */
export async function orderLineReviews(db: Db, orderId: string) {
  const rows = await db
    .select({
      position: orderLines.position,
      kind: orderLines.kind,
      designId: orderLines.designId,
      sku: orderLines.sku,
      rating: productReviews.rating,
      status: productReviews.status,
    })
    .from(orderLines)
    .leftJoin(productReviews, eq(productReviews.orderLineId, orderLines.id))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position))
  return rows.map((r) => ({
    position: r.position,
    reviewable: lineProduct(r) !== null,
    review: r.rating === null || r.status === null ? null : { rating: r.rating, status: r.status },
  }))
}
