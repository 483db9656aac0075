import type { Db } from '@/lib/db/types'
import { renderInvoicePdfOffThread } from '@/lib/shop/design-print/threads/pdf-pool'
import { ownedOrder, type OrderRequester } from '@/lib/shop/sales/orders/ownership'
import { invoiceFileName } from './attachment'
import { cancellationOfOrder } from './cancellation'
import { invoiceOfOrder } from './issue'
import { readInvoiceDocument } from './stored-document'

/** The invoice PDF of an order the requester owns; null (→ 404) for anyone else or without an invoice. */
export async function invoicePdfFor(
  db: Db,
  orderNumber: string,
  who: OrderRequester,
): Promise<{ filename: string; bytes: Uint8Array } | null> {
  const order = await ownedOrder(db, orderNumber, who)
  const invoice = order ? await invoiceOfOrder(db, order.id) : null
  if (!order || !invoice) return null
  return {
    filename: invoiceFileName(invoice.number, order.locale),
    bytes: await renderInvoicePdfOffThread(readInvoiceDocument(invoice)),
  }
}

/** The cancellation invoice PDF of a cancelled order the requester owns; null (→ 404) otherwise. */
export async function cancellationPdfFor(
  db: Db,
  orderNumber: string,
  who: OrderRequester,
): Promise<{ filename: string; bytes: Uint8Array } | null> {
  const order = await ownedOrder(db, orderNumber, who)
  const cancellation = order ? await cancellationOfOrder(db, order.id) : null
  if (!order || !cancellation) return null
  return {
    filename: invoiceFileName(cancellation.number, order.locale, true),
    bytes: await renderInvoicePdfOffThread(readInvoiceDocument(cancellation)),
  }
}
