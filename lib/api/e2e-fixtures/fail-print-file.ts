import { eq, inArray } from 'drizzle-orm'
import { orderPrintFiles, orders } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { PRINT_RETRY } from '@/lib/shop/design-print/print-files/backoff'

/**
 * The browser tests' stand-in for a render that failed on every try (a font the print server lacks):
 * the order's print files end as `failed` with the worker's message, so the production queue shows
 * them on top with the reason and "render again". Only the E2E fixture route
 * (app/backoffice/test-fixtures/fail-print-file) calls it; returns how many files it changed.
 */
export async function failOrderPrintFiles(db: Db, orderNumber: string): Promise<number> {
  const order = db.select({ id: orders.id }).from(orders).where(eq(orders.number, orderNumber))
  const rows = await db
    .update(orderPrintFiles)
    .set({
      state: 'failed',
      attempts: PRINT_RETRY.maxAttempts,
      lastError: 'The font "Playfair Display" is not available for printing.',
      updatedAt: new Date(),
    })
    .where(inArray(orderPrintFiles.orderId, order))
    .returning({ id: orderPrintFiles.id })
  return rows.length
}
