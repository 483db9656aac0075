import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import {
  CANCEL_REASONS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  type OrderStatus,
  type PaymentMethod,
} from '@/lib/model/orders'
import { createdAt, sqlList } from './shared'

/** Order numbers: a sequence, so two parallel checkouts never get the same one (gaps are allowed). */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 100001, increment: 1 })

/**
 * A placed order with everything needed to fulfil and invoice it without the catalogue or the price
 * list: addresses, lines with their priced snapshots, totals and VAT as charged. `idempotencyKey` comes
 * from the checkout form; a second request with the same key gets this order back instead of a new one.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    idempotencyKey: uuid('idempotency_key').notNull().unique(),
    /** SHA-256 of the checkout the key first came with: the same key with another body is refused. */
    checkoutHash: text('checkout_hash'),
    brand: text('brand').notNull(),
    locale: text('locale').notNull(),
    visitorKey: uuid('visitor_key'),
    customerId: uuid('customer_id'),
    email: text('email').notNull(),
    billingAddress: jsonb('billing_address').notNull(),
    shippingAddress: jsonb('shipping_address').notNull(),
    country: text('country').notNull(),
    currency: text('currency').notNull(),
    shippingMethod: text('shipping_method').notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('placed'),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    shippingPrice: integer('shipping_price').notNull(),
    total: integer('total').notNull(),
    vat: jsonb('vat').notNull(),
    /** US orders: `{ state, basisPoints, amount }` as charged (ADR 0063); null for VAT orders. */
    salesTax: jsonb('sales_tax'),
    voucherCode: text('voucher_code'),
    expectedDeliveryFrom: date('expected_delivery_from').notNull(),
    expectedDeliveryTo: date('expected_delivery_to').notNull(),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('orders_status', sql`${t.status} in (${sqlList(ORDER_STATUSES)})`),
    check('orders_payment', sql`${t.paymentMethod} in (${sqlList(PAYMENT_METHODS)})`),
    check('orders_amounts', sql`${t.subtotal} >= 0 and ${t.discount} >= 0 and ${t.total} >= 0`),
    index('orders_email').on(t.email),
    index('orders_visitor').on(t.visitorKey),
    index('orders_customer').on(t.customerId),
    index('orders_status_created').on(t.status, t.createdAt),
  ],
)

/** One line as ordered: what was priced (the engine's quote) and what is printed (the design snapshot). */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    designId: integer('design_id'),
    savedDesignId: uuid('saved_design_id'),
    designSnapshot: jsonb('design_snapshot'),
    options: jsonb('options'),
    sku: text('sku'),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    total: integer('total').notNull(),
    /** The engine's itemised quote at order time. */
    priceSnapshot: jsonb('price_snapshot').notNull(),
  },
  (t) => [index('order_lines_order').on(t.orderId, t.position)],
)

/** Every state change, timestamped: the order's history and the source of "shipped on". */
export const orderEvents = pgTable(
  'order_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actor: text('actor').notNull(),
    /**
     * A staff action that is no status change (a note, a payment, a refund …): the status stays
     * toStatus = fromStatus and this names the action (lib/backoffice/history.ts). Null for a change.
     */
    action: text('action'),
    /** The staff member's name at the time, kept as text so the history outlives their removal. */
    staffName: text('staff_name'),
    /** A cancellation's reason (CANCEL_REASONS); null for every other event. */
    reason: text('reason'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_events_order').on(t.orderId, t.createdAt),
    check('order_events_reason', sql`${t.reason} is null or ${t.reason} in (${sqlList(CANCEL_REASONS)})`),
  ],
)

export type OrderRow = typeof orders.$inferSelect
export type OrderLineRow = typeof orderLines.$inferSelect
export type OrderEventRow = typeof orderEvents.$inferSelect
