import { eq, inArray } from 'drizzle-orm'
import { BRAND_KEYS, type BrandKey } from '@/lib/config/brands'
import { carrierName } from '@/lib/config/carriers'
import { brandDisplayName } from '@/lib/context/brand-name'
import { orderLines, orders } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { ShopError } from '@/lib/shop/common/errors'
import { changeOrderStatus } from '@/lib/shop/sales/orders/change-status'
import type { HistoryStaff } from '../history'
import type { RowProblem, TrackingRow } from './tracking-csv'
import { ordersByNumber, planShipment, positionsOf, recordShipment } from './shipments'

/** One row of the tracking CSV as it will be (preview) or was (apply) recorded. */
export interface TrackingOutcome {
  row: number
  orderNumber: string
  customer: string
  carrier: string
  trackingNumber: string
  positions: string
  /** The parcel completes the order (shipped); otherwise a partial shipment. */
  completes: boolean
}

export type TrackingResult =
  { ok: true; applied: boolean; outcomes: TrackingOutcome[] } | { ok: false; problems: RowProblem[] }

/** Thrown to roll the whole file back after a preview or when any row has a problem. */
class RollBack extends Error {}

/**
 * Ships every parcel of a tracking CSV for one brand in ONE transaction: a row with a problem (an
 * unknown order, another brand's, not in production, a position already shipped) rolls the whole
 * file back, so nothing is half applied and staff fix the file and upload it again. The preview runs
 * the very same code and rolls back at the end: what it shows is what "apply" does.
 */
export async function applyTrackingRows(
  db: Db,
  rows: readonly TrackingRow[],
  brand: BrandKey,
  staff: HistoryStaff,
  options: { preview: boolean; now?: Date },
): Promise<TrackingResult> {
  const now = options.now ?? new Date()
  const problems: RowProblem[] = []
  const outcomes: TrackingOutcome[] = []
  try {
    await db.transaction(async (tx) => {
      const found = await ordersByNumber(tx, [...new Set(rows.map((r) => r.orderNumber))])
      for (const row of rows) {
        const order = found.get(row.orderNumber)
        if (!order) {
          problems.push({ row: row.row, message: `Die Bestellung ${row.orderNumber} gibt es nicht.` })
          continue
        }
        if (order.brand !== brand) {
          problems.push({
            row: row.row,
            message: `Die Bestellung ${row.orderNumber} gehört zu ${brandName(order.brand)}, nicht zu ${brandDisplayName(brand)}.`,
          })
          continue
        }
        try {
          // A savepoint per row: a refused row leaves nothing behind for the rows after it to see.
          await tx.transaction(async (sp) => {
            const [current] = await sp.select().from(orders).where(eq(orders.id, order.id))
            const plan = await planShipment(sp, current ?? order, lineIdsAt(row, await linesOf(sp, order.id)))
            await recordShipment(
              sp,
              plan,
              { carrier: row.carrier, trackingNumber: row.trackingNumber },
              staff,
              now,
            )
            const billing = order.billingAddress as { firstName?: string; lastName?: string }
            outcomes.push({
              row: row.row,
              orderNumber: order.number,
              customer: `${billing.firstName ?? ''} ${billing.lastName ?? ''}`.trim(),
              carrier: carrierName(row.carrier),
              trackingNumber: row.trackingNumber,
              positions: positionsOf(plan.lines, plan.chosen),
              completes: plan.completes,
            })
          })
        } catch (error) {
          if (!(error instanceof ShopError)) throw error
          problems.push({ row: row.row, message: error.message })
        }
      }
      if (problems.length > 0 || options.preview) throw new RollBack()
    })
  } catch (error) {
    if (!(error instanceof RollBack)) throw error
  }
  if (problems.length > 0) return { ok: false, problems: problems.sort((a, b) => a.row - b.row) }
  return { ok: true, applied: !options.preview, outcomes }
}

const brandName = (brand: string) =>
  (BRAND_KEYS as readonly string[]).includes(brand) ? brandDisplayName(brand as BrandKey) : brand

async function linesOf(tx: Db, orderId: string) {
  return tx
    .select({ id: orderLines.id, position: orderLines.position })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
}

/** The row's positions (1-based) as line ids; a position the order does not have is a problem. */
function lineIdsAt(row: TrackingRow, lines: readonly { id: string; position: number }[]): string[] | null {
  if (!row.positions) return null
  return row.positions.map((p) => {
    const line = lines.find((l) => l.position === p - 1)
    if (!line) {
      throw new ShopError(`Die Bestellung ${row.orderNumber} hat keine Position ${p}.`, {
        status: 422,
        field: 'positions',
      })
    }
    return line.id
  })
}

/**
 * Several orders into production at once (the morning's batch): each must be allowed to move there
 * (placed or paid); one that is not stops the batch with its number, nothing is changed.
 */
export async function startProduction(
  db: Db,
  numbers: readonly string[],
  staff: HistoryStaff,
): Promise<{ ok: true; count: number } | { ok: false; problems: RowProblem[] }> {
  const unique = [...new Set(numbers)]
  if (unique.length === 0)
    return { ok: false, problems: [{ row: 0, message: 'Bitte wählen Sie mindestens eine Bestellung.' }] }
  if (unique.length > 200)
    return { ok: false, problems: [{ row: 0, message: 'Höchstens 200 Bestellungen auf einmal.' }] }
  const problems: RowProblem[] = []
  try {
    await db.transaction(async (tx) => {
      const known = await tx
        .select({ number: orders.number })
        .from(orders)
        .where(inArray(orders.number, unique))
      for (const [index, number] of unique.entries()) {
        if (!known.some((k) => k.number === number)) {
          problems.push({ row: index + 1, message: `Die Bestellung ${number} gibt es nicht.` })
          continue
        }
        try {
          await changeOrderStatus(tx, number, { to: 'in_production' }, { staffName: staff.name })
        } catch (error) {
          if (!(error instanceof ShopError)) throw error
          problems.push({ row: index + 1, message: `${number}: ${germanTransition(error)}` })
        }
      }
      if (problems.length > 0) throw new RollBack()
    })
  } catch (error) {
    if (!(error instanceof RollBack)) throw error
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, count: unique.length }
}

const germanTransition = (error: ShopError) =>
  error.status === 409 ? 'kann in ihrem Status nicht in Produktion gehen.' : error.message
