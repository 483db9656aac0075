import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { orderLines, orders } from './orders'
import { createdAt } from './shared'

/**
 * A parcel handed to a carrier (issue 34 point 3). An order ships in one or more shipments; each has
 * its own tracking number and e-mail. `corrections` counts tracking-number corrections after the
 * hand-over, so each correction's e-mail has a key of its own. The carrier is kept as written when it
 * is none of lib/config/carriers.ts (the e-mail then names it without a link).
 */
export const orderShipments = pgTable(
  'order_shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    carrier: text('carrier').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    corrections: integer('corrections').notNull().default(0),
    staffName: text('staff_name'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_shipments_order').on(t.orderId, t.createdAt),
    check('order_shipments_corrections', sql`${t.corrections} >= 0`),
  ],
)

/** Which lines went in which parcel: a line is shipped once (the primary key is the guard). */
export const orderShipmentLines = pgTable(
  'order_shipment_lines',
  {
    lineId: uuid('line_id')
      .primaryKey()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => orderShipments.id, { onDelete: 'cascade' }),
  },
  (t) => [index('order_shipment_lines_shipment').on(t.shipmentId)],
)

export type OrderShipmentRow = typeof orderShipments.$inferSelect
