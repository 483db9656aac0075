import { and, asc, eq, inArray } from 'drizzle-orm'
import { z } from 'zod'
import { carrierName, carrierOf, trackingUrl } from '@/lib/config/carriers'
import { storedShopLocale } from '@/lib/config/stored-values'
import {
  orderEvents,
  orderLines,
  orderShipmentLines,
  orderShipments,
  orders,
  type OrderRow,
} from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { enqueueMail } from '@/lib/mail/outbox'
import { ShopError } from '@/lib/shop/common/errors'
import { orderUrl } from '@/lib/shop/sales/orders/place-order'
import { orderView } from '@/lib/shop/sales/orders/read'
import { shipmentMail } from '@/lib/shop/sales/orders/shipment-mail'
import { assertTransition } from '@/lib/shop/sales/orders/state-machine'
import { recordOrderAction, type HistoryStaff } from '../history'

export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9-]{4,40}$/

/** A parcel as staff enter it: carrier, tracking number and (for a partial shipment) the lines in it. */
export const shipmentInputSchema = z.strictObject({
  carrier: z.string().trim().min(2, 'Versanddienst fehlt').max(40, 'Versanddienst ist zu lang'),
  trackingNumber: z
    .string()
    .trim()
    .regex(TRACKING_NUMBER_PATTERN, 'Sendungsnummer: 4–40 Buchstaben, Ziffern oder Bindestriche'),
  /** The order's line ids in this parcel; absent = every line not yet shipped. */
  lineIds: z.array(z.uuid()).max(200).nullable().default(null),
})
export type ShipmentInput = z.input<typeof shipmentInputSchema>

/** Why a parcel cannot be recorded, as a German sentence for staff (always a 409 or 422). */
export class ShippingProblem extends ShopError {}

/** Stored under its key when the carrier is one of lib/config/carriers.ts, else as written. */
const storedCarrier = (carrier: string) => carrierOf(carrier) ?? carrier

interface ShipmentPlan {
  order: OrderRow
  lines: { id: string; position: number; name: string; quantity: number }[]
  chosen: string[]
  /** The parcel holds every line still open: the order becomes "shipped". */
  completes: boolean
  /** Parcels went out before: this one's e-mail lists its lines. */
  earlier: boolean
}

/** What a parcel would ship, or the ShippingProblem why not; reads only (preview and apply share it). */
export async function planShipment(
  db: Db,
  order: OrderRow,
  lineIds: readonly string[] | null,
): Promise<ShipmentPlan> {
  if (order.status !== 'in_production') {
    throw new ShippingProblem(
      order.status === 'shipped' || order.status === 'delivered'
        ? `Die Bestellung ${order.number} ist schon vollständig versandt.`
        : `Die Bestellung ${order.number} ist nicht in Produktion; nur Bestellungen in Produktion können versandt werden.`,
      { status: 409, field: 'status' },
    )
  }
  const [lines, shipped] = await Promise.all([
    db
      .select({
        id: orderLines.id,
        position: orderLines.position,
        name: orderLines.name,
        quantity: orderLines.quantity,
      })
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.position)),
    db
      .select({ lineId: orderShipmentLines.lineId })
      .from(orderShipmentLines)
      .innerJoin(orderShipments, eq(orderShipments.id, orderShipmentLines.shipmentId))
      .where(eq(orderShipments.orderId, order.id)),
  ])
  const done = new Set(shipped.map((s) => s.lineId))
  const open = lines.filter((l) => !done.has(l.id)).map((l) => l.id)
  const chosen = lineIds ? [...new Set(lineIds)] : open
  if (chosen.length === 0) {
    throw new ShippingProblem('Bitte wählen Sie mindestens eine Position für dieses Paket.', {
      status: 422,
      field: 'lineIds',
    })
  }
  const foreign = chosen.filter((id) => !open.includes(id))
  if (foreign.length > 0) {
    throw new ShippingProblem(
      `Position ${positionsOf(lines, foreign) || '?'} der Bestellung ${order.number} ist schon versandt oder gehört nicht zu ihr.`,
      { status: 409, field: 'lineIds' },
    )
  }
  return { order, lines, chosen, completes: open.every((id) => chosen.includes(id)), earlier: done.size > 0 }
}

/** "1, 3": the 1-based positions of these line ids. */
export function positionsOf(
  lines: readonly { id: string; position: number }[],
  ids: readonly string[],
): string {
  return lines
    .filter((l) => ids.includes(l.id))
    .map((l) => String(l.position + 1))
    .join(', ')
}

/**
 * Records a parcel inside the caller's transaction: the shipment with its lines, the customer's e-mail
 * with the carrier's tracking link, and either the status "shipped" (the parcel completes the order;
 * the order keeps the last parcel's carrier and number) or a history entry for the partial shipment.
 */
export async function recordShipment(
  tx: Db,
  plan: ShipmentPlan,
  parcel: { carrier: string; trackingNumber: string },
  staff: HistoryStaff,
  now: Date,
): Promise<{ shipmentId: string; completes: boolean }> {
  const { order } = plan
  const [shipment] = await tx
    .insert(orderShipments)
    .values({
      orderId: order.id,
      carrier: storedCarrier(parcel.carrier),
      trackingNumber: parcel.trackingNumber,
      staffName: staff.name,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: orderShipments.id })
  if (!shipment) throw new Error(`Shipment of ${order.number} was not written`)
  await tx
    .insert(orderShipmentLines)
    .values(plan.chosen.map((lineId) => ({ lineId, shipmentId: shipment.id })))
  const positions = positionsOf(plan.lines, plan.chosen)
  const what = `${carrierName(parcel.carrier)} ${parcel.trackingNumber}`
  if (plan.completes) {
    assertTransition(order.status, 'shipped', 'staff')
    const [updated] = await tx
      .update(orders)
      .set({
        status: 'shipped',
        carrier: carrierName(parcel.carrier),
        trackingNumber: parcel.trackingNumber,
        updatedAt: now,
      })
      .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
      .returning({ id: orders.id })
    if (!updated) {
      throw new ShippingProblem(`Die Bestellung ${order.number} wurde gerade geändert; bitte neu laden.`, {
        status: 409,
        field: 'status',
      })
    }
    await tx.insert(orderEvents).values({
      orderId: order.id,
      fromStatus: order.status,
      toStatus: 'shipped',
      actor: 'staff',
      staffName: staff.name,
      note: plan.earlier ? `Restsendung (Pos. ${positions}): ${what}` : what,
      createdAt: now,
    })
  } else {
    await recordOrderAction(tx, {
      orderId: order.id,
      staff,
      action: 'shipment',
      note: `Teilsendung (Pos. ${positions}): ${what}`,
      at: now,
    })
  }
  const [fresh] = await tx.select().from(orders).where(eq(orders.id, order.id))
  if (!fresh) throw new Error(`Order ${order.number} vanished while shipping`)
  const view = await orderView(tx, fresh)
  const inParcel = plan.lines.filter((l) => plan.chosen.includes(l.id))
  await enqueueMail(
    tx,
    shipmentMail(
      view,
      {
        messageKey: `order-shipment:${shipment.id}:${order.number}`,
        kind: plan.completes ? 'complete' : 'partial',
        carrier: parcel.carrier,
        trackingNumber: parcel.trackingNumber,
        lines: plan.completes && !plan.earlier ? null : inParcel,
      },
      orderUrl({ brand: view.brand, locale: storedShopLocale(fresh.locale) }, order.number),
    ),
  )
  return { shipmentId: shipment.id, completes: plan.completes }
}

/** One parcel of one order from the order page: checked, recorded, e-mailed, all or nothing. */
export async function shipOrder(
  db: Db,
  number: string,
  input: ShipmentInput,
  staff: HistoryStaff,
  now = new Date(),
): Promise<{ shipmentId: string; completes: boolean }> {
  const parcel = shipmentInputSchema.parse(input)
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.number, number)).for('update')
    if (!order)
      throw new ShopError(`Die Bestellung ${number} gibt es nicht.`, { status: 404, field: 'number' })
    const plan = await planShipment(tx, order, parcel.lineIds)
    return recordShipment(tx, plan, parcel, staff, now)
  })
}

export const trackingCorrectionSchema = shipmentInputSchema.pick({ carrier: true, trackingNumber: true })

/**
 * A tracking number mistyped at the hand-over: the parcel gets the right carrier and number, the
 * history keeps the old one, and the customer gets a new e-mail with the working link (the first
 * mail's link leads nowhere, ADR 0088). The order's own tracking follows when it showed this parcel.
 */
export async function correctTracking(
  db: Db,
  number: string,
  shipmentId: string,
  input: z.input<typeof trackingCorrectionSchema>,
  staff: HistoryStaff,
  now = new Date(),
): Promise<void> {
  const parcel = trackingCorrectionSchema.parse(input)
  if (!z.uuid().safeParse(shipmentId).success) {
    throw new ShopError('Diese Sendung gibt es nicht.', { status: 404, field: 'shipment' })
  }
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ shipment: orderShipments, order: orders })
      .from(orderShipments)
      .innerJoin(orders, eq(orders.id, orderShipments.orderId))
      .where(and(eq(orderShipments.id, shipmentId), eq(orders.number, number)))
      .for('update')
    if (!row) throw new ShopError('Diese Sendung gibt es nicht.', { status: 404, field: 'shipment' })
    const { shipment, order } = row
    if (
      carrierOf(shipment.carrier) === carrierOf(parcel.carrier) &&
      shipment.trackingNumber === parcel.trackingNumber
    ) {
      throw new ShippingProblem('Versanddienst und Sendungsnummer sind unverändert.', {
        status: 422,
        field: 'trackingNumber',
      })
    }
    const corrections = shipment.corrections + 1
    await tx
      .update(orderShipments)
      .set({
        carrier: storedCarrier(parcel.carrier),
        trackingNumber: parcel.trackingNumber,
        corrections,
        updatedAt: now,
      })
      .where(eq(orderShipments.id, shipment.id))
    if (order.trackingNumber === shipment.trackingNumber) {
      await tx
        .update(orders)
        .set({ carrier: carrierName(parcel.carrier), trackingNumber: parcel.trackingNumber, updatedAt: now })
        .where(eq(orders.id, order.id))
    }
    await recordOrderAction(tx, {
      orderId: order.id,
      staff,
      action: 'tracking',
      note: `Sendungsnummer korrigiert: ${carrierName(shipment.carrier)} ${shipment.trackingNumber} → ${carrierName(parcel.carrier)} ${parcel.trackingNumber}`,
      at: now,
    })
    const [fresh] = await tx.select().from(orders).where(eq(orders.id, order.id))
    if (!fresh) throw new Error(`Order ${number} vanished while correcting`)
    const view = await orderView(tx, fresh)
    const lines = await tx
      .select({ name: orderLines.name, quantity: orderLines.quantity })
      .from(orderLines)
      .innerJoin(orderShipmentLines, eq(orderShipmentLines.lineId, orderLines.id))
      .where(eq(orderShipmentLines.shipmentId, shipment.id))
      .orderBy(asc(orderLines.position))
    await enqueueMail(
      tx,
      shipmentMail(
        view,
        {
          messageKey: `tracking-corrected:${shipment.id}:${corrections}:${number}`,
          kind: 'correction',
          carrier: parcel.carrier,
          trackingNumber: parcel.trackingNumber,
          lines,
        },
        orderUrl({ brand: view.brand, locale: storedShopLocale(fresh.locale) }, number),
      ),
    )
  })
}

/** A parcel as the order page shows it. */
export interface StaffShipment {
  id: string
  carrier: string
  trackingNumber: string
  trackingUrl: string | null
  positions: string
  corrections: number
  staffName: string | null
  createdAt: Date
}

/** The order's parcels (oldest first) and the lines not shipped yet. */
export async function shipmentsOfOrder(
  db: Db,
  orderId: string,
): Promise<{ shipments: StaffShipment[]; openLineIds: string[] }> {
  const [rows, lines, links] = await Promise.all([
    db
      .select()
      .from(orderShipments)
      .where(eq(orderShipments.orderId, orderId))
      .orderBy(asc(orderShipments.createdAt)),
    db
      .select({ id: orderLines.id, position: orderLines.position })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId)),
    db
      .select({ lineId: orderShipmentLines.lineId, shipmentId: orderShipmentLines.shipmentId })
      .from(orderShipmentLines)
      .innerJoin(orderShipments, eq(orderShipments.id, orderShipmentLines.shipmentId))
      .where(eq(orderShipments.orderId, orderId)),
  ])
  const shippedIds = new Set(links.map((l) => l.lineId))
  return {
    shipments: rows.map((row) => ({
      id: row.id,
      carrier: carrierName(row.carrier),
      trackingNumber: row.trackingNumber,
      trackingUrl: trackingUrl(row.carrier, row.trackingNumber),
      positions: positionsOf(
        lines,
        links.filter((l) => l.shipmentId === row.id).map((l) => l.lineId),
      ),
      corrections: row.corrections,
      staffName: row.staffName,
      createdAt: row.createdAt,
    })),
    openLineIds: lines.filter((l) => !shippedIds.has(l.id)).map((l) => l.id),
  }
}

/** Orders by number (for the tracking CSV), locked for the transaction that ships them. */
export async function ordersByNumber(tx: Db, numbers: readonly string[]): Promise<Map<string, OrderRow>> {
  if (numbers.length === 0) return new Map()
  const rows = await tx
    .select()
    .from(orders)
    .where(inArray(orders.number, [...numbers]))
    .for('update')
  return new Map(rows.map((row) => [row.number, row]))
}
