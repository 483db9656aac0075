import { eq } from 'drizzle-orm'
import { invoices, type InvoiceRow } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import type { OrderView } from '@/lib/shop/sales/orders/read'
import { buildInvoiceDocument } from './document'
import { takeInvoiceNumber } from './numbering'
import { sellerFor } from './seller'

/**
 * Issues the invoice of a just-placed order. Call it inside the order transaction, after the order
 * row is written (so an order that is not written takes no number): number, snapshot and order commit
 * or roll back together. Only numbers and JSON are written here; the PDF is drawn later, from the
 * snapshot, by whoever needs it (the mail worker, the download), keeping the checkout fast.
 */
export async function issueInvoice(
  tx: Db,
  order: { id: string },
  view: OrderView,
  issuedAt: Date,
): Promise<InvoiceRow> {
  const taken = await takeInvoiceNumber(tx, view.brand, issuedAt)
  const document = buildInvoiceDocument(view, sellerFor(view.brand, view.country), {
    number: taken.number,
    issuedAt,
  })
  const [row] = await tx
    .insert(invoices)
    .values({
      number: taken.number,
      orderId: order.id,
      brand: view.brand,
      year: taken.year,
      sequence: taken.sequence,
      issuedAt,
      currency: view.currency,
      total: view.total,
      document,
    })
    .returning()
  if (!row) throw new Error(`Invoice ${taken.number} was not written`)
  return row
}

export async function invoiceOfOrder(db: Db, orderId: string): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId))
  return row ?? null
}

export async function invoiceByNumber(db: Db, number: string): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.number, number))
  return row ?? null
}
