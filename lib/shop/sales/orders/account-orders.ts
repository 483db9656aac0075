import { and, desc, eq } from 'drizzle-orm'
import type { BrandKey } from '@/lib/config/brands'
import type { MessageLocale } from '@/lib/config/locales'
import {
  storedBrand,
  storedMessageLocale,
  storedOrderCurrency,
  type OrderCurrency,
} from '@/lib/config/stored-values'
import { cancellationInvoices, invoices, orders } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { orderLineReviews } from '@/lib/shop/catalogue/reviews/submit'
import type { OrderStatus } from '@/lib/model/orders'
import { orderView, type OrderView } from './read'
import { canTransition } from './state-machine'

/** One row of "my orders". */
export interface AccountOrderRow {
  number: string
  brand: BrandKey
  locale: MessageLocale
  status: OrderStatus
  createdAt: Date
  total: number
  currency: OrderCurrency
}

/** Newest first; the account holds orders of both brands (one customer account for both shops). */
export async function listCustomerOrders(
  db: Db,
  customerId: string,
  limit = 100,
): Promise<AccountOrderRow[]> {
  const rows = await db
    .select({
      number: orders.number,
      brand: orders.brand,
      locale: orders.locale,
      status: orders.status,
      createdAt: orders.createdAt,
      total: orders.total,
      currency: orders.currency,
    })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(limit)
  return rows.map((r) => ({
    ...r,
    brand: storedBrand(r.brand),
    locale: storedMessageLocale(r.locale),
    currency: storedOrderCurrency(r.currency),
  }))
}

export interface AccountOrderDetail {
  order: OrderView
  invoiceNumber: string | null
  /** The cancellation invoice of a cancelled, invoiced order. */
  cancellationNumber: string | null
  /** The customer may still cancel (before production starts). */
  cancellable: boolean
  /** Once delivered: per line position, whether it can be reviewed and the review already written. */
  reviews: Awaited<ReturnType<typeof orderLineReviews>> | null
}

/** One order of the customer's, with its invoice and what the customer may still do; null if not theirs. */
export async function customerOrderDetail(
  db: Db,
  customerId: string,
  number: string,
): Promise<AccountOrderDetail | null> {
  const [row] = await db
    .select({
      order: orders,
      invoiceNumber: invoices.number,
      cancellationNumber: cancellationInvoices.number,
    })
    .from(orders)
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .leftJoin(cancellationInvoices, eq(cancellationInvoices.orderId, orders.id))
    .where(and(eq(orders.number, number), eq(orders.customerId, customerId)))
  if (!row) return null
  return {
    order: await orderView(db, row.order),
    invoiceNumber: row.invoiceNumber,
    cancellationNumber: row.cancellationNumber,
    cancellable: canTransition(row.order.status, 'cancelled', 'customer'),
    reviews: row.order.status === 'delivered' ? await orderLineReviews(db, row.order.id) : null,
  }
}
