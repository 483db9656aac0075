import type { MailAttachmentRef } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import type { OutgoingMail } from '@/lib/mail/schema'
import { invoiceByNumber } from './issue'
import { renderInvoicePdf } from './render-pdf'

export const INVOICE_REF_KIND = 'invoice'

/** The file name customers see: "Rechnung-RE-2026-000123.pdf" in German, "Invoice-…" in English. */
export function invoiceFileName(number: string, locale: string): string {
  return `${locale.startsWith('de') ? 'Rechnung' : 'Invoice'}-${number}.pdf`
}

export function invoiceAttachment(invoice: { number: string }, locale: string): MailAttachmentRef {
  return {
    filename: invoiceFileName(invoice.number, locale),
    contentType: 'application/pdf',
    ref: `${INVOICE_REF_KIND}:${invoice.number}`,
  }
}

/** The confirmation mail with the invoice PDF attached by reference (drawn by the mail worker). */
export function withInvoiceAttachment(mail: OutgoingMail, invoice: { number: string }): OutgoingMail {
  return { ...mail, attachments: [...(mail.attachments ?? []), invoiceAttachment(invoice, mail.locale)] }
}

export async function renderInvoiceByNumber(db: Db, number: string): Promise<Uint8Array> {
  const invoice = await invoiceByNumber(db, number)
  if (!invoice) throw new Error(`There is no invoice ${number}`)
  return renderInvoicePdf(invoice.document)
}
