import { and, asc, eq, or } from 'drizzle-orm'
import { z } from 'zod'
import type { BrandKey } from '@/lib/config/brands'
import type { MessageLocale } from '@/lib/config/locales'
import {
  storedBrand,
  storedMessageLocale,
  storedOrderCurrency,
  storedValue,
  type OrderCurrency,
} from '@/lib/config/stored-values'
import {
  orderEvents,
  orderLines,
  orders,
  type OrderEventRow,
  type OrderLineRow,
  type OrderRow,
} from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import type { Address } from '@/lib/shop/sales/checkout/schema'
import { DELIVERY_COUNTRY_CONFIG, isDeliveryCountry, type TaxMode } from '@/lib/config/shipping'
import { US_STATE_CODES } from '@/lib/config/us-states'
import type { VatAmount } from '@/lib/shop/sales/pricing/money'
import type { SalesTax } from '@/lib/shop/sales/pricing/sales-tax'
import type { ShippingMethod } from '@/lib/shop/sales/pricing/schema'
import { ORDER_STATUSES, type OrderStatus, type PaymentMethod } from '@/lib/model/orders'

const storedOrderStatus = storedValue(z.enum(ORDER_STATUSES), 'order status')
const salesTaxSchema = z.object({
  state: z.enum(US_STATE_CODES),
  basisPoints: z.number().min(0),
  amount: z.number().int().min(0),
})
/** The stored sales tax is read through its schema: a broken row fails loudly, not as a wrong invoice. */
const storedSalesTax = (value: unknown): SalesTax => salesTaxSchema.parse(value)

/** A placed order as the confirmation page, the e-mails and the API show it. */
export interface OrderView {
  number: string
  status: OrderStatus
  brand: BrandKey
  locale: MessageLocale
  email: string
  country: string
  currency: OrderCurrency
  shippingMethod: ShippingMethod
  paymentMethod: PaymentMethod
  billingAddress: Address
  shippingAddress: Address
  lines: { kind: string; name: string; quantity: number; unitPrice: number; total: number }[]
  subtotal: number
  discount: number
  shippingPrice: number
  total: number
  /** `sales-tax` for US orders: amounts are net and `salesTax` is added; `vat` for the others. */
  taxMode: TaxMode
  vat: VatAmount[]
  /** The sales tax as charged (US orders); null for VAT orders. */
  salesTax: SalesTax | null
  voucherCode: string | null
  expectedDelivery: { from: string; to: string }
  carrier: string | null
  trackingNumber: string | null
  createdAt: string
  events: { status: OrderStatus; at: string }[]
}

export async function orderView(db: Db, order: OrderRow): Promise<OrderView> {
  const [lines, events] = await Promise.all([
    db
      .select(VIEW_LINE_COLUMNS)
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.position)),
    db
      .select(VIEW_EVENT_COLUMNS)
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
  ])
  return toOrderView(order, lines, events)
}

/** The columns a view shows: the design and price snapshots stay in the database. */
const VIEW_LINE_COLUMNS = {
  kind: orderLines.kind,
  name: orderLines.name,
  quantity: orderLines.quantity,
  unitPrice: orderLines.unitPrice,
  total: orderLines.total,
}
const VIEW_EVENT_COLUMNS = { toStatus: orderEvents.toStatus, createdAt: orderEvents.createdAt }

/**
 * The view of an order whose lines (in position order) and events (oldest first) are at hand, e.g.
 * the rows the order transaction has just written, so placing an order does not read them back.
 */
export function toOrderView(
  order: OrderRow,
  lines: readonly Pick<OrderLineRow, 'kind' | 'name' | 'quantity' | 'unitPrice' | 'total'>[],
  events: readonly Pick<OrderEventRow, 'toStatus' | 'createdAt'>[],
): OrderView {
  return {
    number: order.number,
    status: order.status,
    brand: storedBrand(order.brand),
    locale: storedMessageLocale(order.locale),
    email: order.email,
    country: order.country,
    currency: storedOrderCurrency(order.currency),
    shippingMethod: order.shippingMethod as ShippingMethod,
    paymentMethod: order.paymentMethod,
    billingAddress: order.billingAddress as Address,
    shippingAddress: order.shippingAddress as Address,
    lines: lines.map((l) => ({
      kind: l.kind,
      name: l.name,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      total: l.total,
    })),
    subtotal: order.subtotal,
    discount: order.discount,
    shippingPrice: order.shippingPrice,
    total: order.total,
    taxMode: isDeliveryCountry(order.country) ? DELIVERY_COUNTRY_CONFIG[order.country].taxMode : 'vat',
    vat: order.vat as VatAmount[],
    // Orders from before migration 0015 and VAT orders have none.
    salesTax: order.salesTax === null || order.salesTax === undefined ? null : storedSalesTax(order.salesTax),
    voucherCode: order.voucherCode,
    expectedDelivery: { from: order.expectedDeliveryFrom, to: order.expectedDeliveryTo },
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    createdAt: order.createdAt.toISOString(),
    events: events.map((e) => ({ status: storedOrderStatus(e.toStatus), at: e.createdAt.toISOString() })),
  }
}

export async function findOrderByKey(db: Db, idempotencyKey: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, idempotencyKey))
  return row ?? null
}

/**
 * The order with this number if the visitor (or customer) placed it; null otherwise, so a guessed
 * number reveals nothing.
 */
export async function orderForOwner(
  db: Db,
  number: string,
  owner: { visitorKey: string | null; customerId?: string | null },
): Promise<OrderView | null> {
  // A signed-in customer also sees what this browser ordered before signing in.
  const conditions = [
    ...(owner.customerId ? [eq(orders.customerId, owner.customerId)] : []),
    ...(owner.visitorKey ? [eq(orders.visitorKey, owner.visitorKey)] : []),
  ]
  if (conditions.length === 0) return null
  const ownerCondition = or(...conditions)
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.number, number), ownerCondition))
  return row ? orderView(db, row) : null
}
