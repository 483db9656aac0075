import { and, eq, inArray } from 'drizzle-orm'
import { cancellationInvoices, invoices, orders, refundCreditNotes } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { invoiceFileName } from '@/lib/shop/sales/invoices/attachment'
import { CANCELLATION_NUMBER_PATTERN, INVOICE_NUMBER_PATTERN } from '@/lib/shop/sales/invoices/numbering'
import { readInvoiceDocument } from '@/lib/shop/sales/invoices/stored-document'
import { renderInvoicePdfOffThread } from '@/lib/shop/design-print/threads/pdf-pool'
import { ORDER_NUMBER_PATTERN } from '@/lib/shop/sales/orders/number'

/** An invoice or cancellation invoice of an order, as staff see it in list and detail. */
export interface StaffInvoice {
  number: string
  /** `refund`: a refund's credit note (Rechnungskorrektur), numbered in the cancellation series. */
  kind: 'invoice' | 'cancellation' | 'refund'
  issuedAt: Date
  total: number
}

/** The invoices of these orders (invoice first, then its cancellation), by order id. */
export async function invoicesOfOrders(
  db: Db,
  orderIds: readonly string[],
): Promise<Map<string, StaffInvoice[]>> {
  const byOrder = new Map<string, StaffInvoice[]>()
  if (orderIds.length === 0) return byOrder
  const pick = {
    orderId: invoices.orderId,
    number: invoices.number,
    issuedAt: invoices.issuedAt,
    total: invoices.total,
  }
  const [issued, cancelled, refunded] = await Promise.all([
    db
      .select(pick)
      .from(invoices)
      .where(inArray(invoices.orderId, [...orderIds])),
    db
      .select({
        orderId: cancellationInvoices.orderId,
        number: cancellationInvoices.number,
        issuedAt: cancellationInvoices.issuedAt,
        total: cancellationInvoices.total,
      })
      .from(cancellationInvoices)
      .where(inArray(cancellationInvoices.orderId, [...orderIds])),
    db
      .select({
        orderId: refundCreditNotes.orderId,
        number: refundCreditNotes.number,
        issuedAt: refundCreditNotes.issuedAt,
        total: refundCreditNotes.total,
      })
      .from(refundCreditNotes)
      .where(inArray(refundCreditNotes.orderId, [...orderIds])),
  ])
  const add = (row: (typeof issued)[number], kind: StaffInvoice['kind']) =>
    byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), { ...row, kind }])
  for (const row of issued) add(row, 'invoice')
  for (const row of cancelled) add(row, 'cancellation')
  for (const row of refunded) add(row, 'refund')
  return byOrder
}

/**
 * The PDF of an invoice or cancellation invoice of this order (the URL carries both, so one cannot
 * fetch an invoice through another order's page); null for anything else.
 */
export async function staffInvoicePdf(
  db: Db,
  orderNumber: string,
  invoiceNumber: string,
): Promise<{ filename: string; bytes: Uint8Array } | null> {
  if (!ORDER_NUMBER_PATTERN.test(orderNumber)) return null
  const cancellation = CANCELLATION_NUMBER_PATTERN.test(invoiceNumber)
  if (!cancellation && !INVOICE_NUMBER_PATTERN.test(invoiceNumber)) return null
  const read = async (table: typeof invoices | typeof cancellationInvoices | typeof refundCreditNotes) => {
    const [found] = await db
      .select({ document: table.document })
      .from(table)
      .innerJoin(orders, eq(orders.id, table.orderId))
      .where(and(eq(table.number, invoiceNumber), eq(orders.number, orderNumber)))
    return found
  }
  // ST-/SP- numbers are cancellation invoices or refunds' credit notes: one series, two tables.
  const row = cancellation
    ? ((await read(cancellationInvoices)) ?? (await read(refundCreditNotes)))
    : await read(invoices)
  if (!row) return null
  return {
    filename: invoiceFileName(invoiceNumber, 'de-DE', cancellation),
    bytes: await renderInvoicePdfOffThread(
      readInvoiceDocument({ number: invoiceNumber, document: row.document }),
    ),
  }
}
