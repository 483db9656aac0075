import type { MailAttachmentRef } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import type { OutgoingMail } from '@/lib/mail/schema'
import { cancellationByNumber } from './cancellation'
import { invoiceByNumber } from './issue'
import { readInvoiceDocument } from './stored-document'
import { renderInvoicePdfOffThread } from '@/lib/shop/design-print/threads/pdf-pool'

export const INVOICE_REF_KIND = 'invoice'
export const CANCELLATION_REF_KIND = 'cancellation-invoice'

/**
 * The file name customers see: "Rechnung-RE-2026-000123.pdf" in German, "Invoice-…" in English; a
 * cancellation invoice is "Stornorechnung-ST-2026-000001.pdf" or "Cancellation-invoice-…".
 */
export function invoiceFileName(number: string, locale: string, cancellation = false): string {
  const german = locale.startsWith('de')
  const word = cancellation
    ? german
      ? 'Stornorechnung'
      : 'Cancellation-invoice'
    : german
      ? 'Rechnung'
      : 'Invoice'
  return `${word}-${number}.pdf`
}

export function invoiceAttachment(
  invoice: { number: string },
  locale: string,
  cancellation = false,
): MailAttachmentRef {
  return {
    filename: invoiceFileName(invoice.number, locale, cancellation),
    contentType: 'application/pdf',
    ref: `${cancellation ? CANCELLATION_REF_KIND : INVOICE_REF_KIND}:${invoice.number}`,
  }
}

/**
 * The mail with the invoice PDF (or the cancellation invoice PDF) attached by reference (drawn by the
 * mail worker).
 */
export function withInvoiceAttachment(
  mail: OutgoingMail,
  invoice: { number: string },
  cancellation = false,
): OutgoingMail {
  const attachment = invoiceAttachment(invoice, mail.locale, cancellation)
  // The invoice first: it is what the customer looks for; the terms and withdrawal information follow.
  return { ...mail, attachments: [attachment, ...(mail.attachments ?? [])] }
}

export async function renderInvoiceByNumber(db: Db, number: string): Promise<Uint8Array> {
  const invoice = await invoiceByNumber(db, number)
  if (!invoice) throw new Error(`There is no invoice ${number}`)
  return renderInvoicePdfOffThread(readInvoiceDocument(invoice))
}

export async function renderCancellationByNumber(db: Db, number: string): Promise<Uint8Array> {
  const cancellation = await cancellationByNumber(db, number)
  if (!cancellation) throw new Error(`There is no cancellation invoice ${number}`)
  return renderInvoicePdfOffThread(readInvoiceDocument(cancellation))
}
