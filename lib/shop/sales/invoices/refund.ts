import { eq } from 'drizzle-orm'
import { storedBrand } from '@/lib/config/stored-values'
import { refundCreditNotes, type InvoiceRow, type RefundCreditNoteRow } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import type { InvoiceDocument } from './document'
import { takeInvoiceNumber } from './numbering'
import { readInvoiceDocument } from './stored-document'
import { renderInvoicePdfOffThread } from '@/lib/shop/design-print/threads/pdf-pool'

/** The credit note's one line in the document's language. */
const REFUND_LINE = { de: 'Erstattung', en: 'Refund' } as const

/**
 * The credit note (Rechnungskorrektur) of a partial or full refund on an issued invoice: the same
 * seller and buyer, one line "Refund: <reason>" for minus the amount, and the VAT (or US sales tax)
 * that amount contains at the invoice's rates, split like the invoice's own. Built from the frozen
 * invoice like the cancellation invoice (buildCancellationDocument), and rendered by the same PDF code.
 */
export function buildRefundDocument(
  original: InvoiceDocument,
  issue: { number: string; issuedAt: Date; amount: number; reason: string },
): InvoiceDocument {
  const { amount } = issue
  const share = (part: number) => (original.total === 0 ? 0 : Math.round((amount * part) / original.total))
  const salesTax = original.salesTax ? share(original.salesTax.amount) : 0
  // VAT rows: each rate's share of the gross amount, the last one taking the rounding remainder.
  let left = amount
  const vat = original.vat.map((row, index) => {
    const gross = index === original.vat.length - 1 ? left : share(row.gross)
    left -= gross
    const tax = Math.round((gross * row.vatBasisPoints) / (10_000 + row.vatBasisPoints))
    return { vatBasisPoints: row.vatBasisPoints, gross: -gross, net: -(gross - tax), vat: -tax }
  })
  const rate = original.lines[0]?.vatBasisPoints ?? original.vat[0]?.vatBasisPoints ?? 0
  const net = amount - salesTax
  const word = REFUND_LINE[original.locale.startsWith('de') ? 'de' : 'en']
  return {
    ...original,
    number: issue.number,
    issuedAt: issue.issuedAt.toISOString(),
    lines: [
      { name: `${word}: ${issue.reason}`, quantity: 1, unitPrice: -net, total: -net, vatBasisPoints: rate },
    ],
    shipping: { ...original.shipping, amount: 0 },
    discount: null,
    subtotal: -net,
    total: -amount,
    vat,
    salesTax: original.salesTax ? { ...original.salesTax, amount: -salesTax } : null,
    payment: { ...original.payment, dueDate: null },
    cancels: { number: original.number, issuedAt: original.issuedAt },
    refund: { reason: issue.reason },
  }
}

/**
 * Issues the credit note of a refund inside the caller's transaction. Its number is taken from the
 * cancellation invoices' gap-free series (ADR 0021): every document that reduces an invoice is counted
 * in one series, whether it reverses all of it or a part (ADR 0089).
 */
export async function issueRefundCreditNote(
  tx: Db,
  invoice: InvoiceRow,
  refund: { amount: number; reason: string; staffName: string | null },
  issuedAt: Date,
): Promise<RefundCreditNoteRow> {
  const taken = await takeInvoiceNumber(tx, storedBrand(invoice.brand), issuedAt, 'cancellation')
  const document = buildRefundDocument(readInvoiceDocument(invoice), {
    ...refund,
    number: taken.number,
    issuedAt,
  })
  const [row] = await tx
    .insert(refundCreditNotes)
    .values({
      number: taken.number,
      invoiceId: invoice.id,
      orderId: invoice.orderId,
      brand: invoice.brand,
      year: taken.year,
      sequence: taken.sequence,
      issuedAt,
      currency: invoice.currency,
      total: document.total,
      reason: refund.reason,
      staffName: refund.staffName,
      document,
    })
    .returning()
  if (!row) throw new Error(`Credit note ${taken.number} was not written`)
  return row
}

export async function refundCreditNoteByNumber(db: Db, number: string): Promise<RefundCreditNoteRow | null> {
  const [row] = await db.select().from(refundCreditNotes).where(eq(refundCreditNotes.number, number))
  return row ?? null
}

export const CREDIT_NOTE_REF_KIND = 'credit-note'

/** The mail worker's renderer for "credit-note:ST-2026-000002" (mail-attachments.ts). */
export async function renderRefundCreditNoteByNumber(db: Db, number: string): Promise<Uint8Array> {
  const note = await refundCreditNoteByNumber(db, number)
  if (!note) throw new Error(`There is no credit note ${number}`)
  return renderInvoicePdfOffThread(readInvoiceDocument(note))
}

/** "Rechnungskorrektur-ST-2026-000002.pdf" / "Credit-note-…" as the customer's attachment. */
export function creditNoteAttachment(number: string, locale: string) {
  return {
    filename: `${locale.startsWith('de') ? 'Rechnungskorrektur' : 'Credit-note'}-${number}.pdf`,
    contentType: 'application/pdf',
    ref: `${CREDIT_NOTE_REF_KIND}:${number}`,
  }
}
