import { eq } from 'drizzle-orm'
import { cancellationInvoices, type CancellationInvoiceRow } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { storedBrand } from '@/lib/config/stored-values'
import { buildCancellationDocument } from './document'
import { invoiceOfOrder } from './issue'
import { takeInvoiceNumber } from './numbering'
import { readInvoiceDocument } from './stored-document'

/**
 * Issues the cancellation invoice (Stornorechnung) of a cancelled order that has an invoice. Call it
 * inside the transaction that cancels: the number comes from its own gap-free series and commits or
 * rolls back with the cancellation. An order without an invoice gets none (null); one that already
 * has its cancellation invoice gets that one back (an order is cancelled once; the unique invoice id
 * is the database's guard).
 */
export async function issueCancellationInvoice(
  tx: Db,
  orderId: string,
  issuedAt: Date,
): Promise<CancellationInvoiceRow | null> {
  const invoice = await invoiceOfOrder(tx, orderId)
  if (!invoice) return null
  const existing = await cancellationOfOrder(tx, orderId)
  if (existing) return existing
  const taken = await takeInvoiceNumber(tx, storedBrand(invoice.brand), issuedAt, 'cancellation')
  const document = buildCancellationDocument(readInvoiceDocument(invoice), { number: taken.number, issuedAt })
  const [row] = await tx
    .insert(cancellationInvoices)
    .values({
      number: taken.number,
      invoiceId: invoice.id,
      orderId,
      brand: invoice.brand,
      year: taken.year,
      sequence: taken.sequence,
      issuedAt,
      currency: invoice.currency,
      total: document.total,
      document,
    })
    .returning()
  if (!row) throw new Error(`Cancellation invoice ${taken.number} was not written`)
  return row
}

export async function cancellationOfOrder(db: Db, orderId: string): Promise<CancellationInvoiceRow | null> {
  const [row] = await db.select().from(cancellationInvoices).where(eq(cancellationInvoices.orderId, orderId))
  return row ?? null
}

export async function cancellationByNumber(db: Db, number: string): Promise<CancellationInvoiceRow | null> {
  const [row] = await db.select().from(cancellationInvoices).where(eq(cancellationInvoices.number, number))
  return row ?? null
}
