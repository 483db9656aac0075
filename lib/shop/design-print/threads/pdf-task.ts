import type { InvoiceDocument } from '@/lib/shop/sales/invoices/document'
import { renderInvoicePdf } from '@/lib/shop/sales/invoices/render-pdf'
import type { AssetResolver } from '@/lib/shop/design-print/print/assets'
import { renderPrintPdf, type PrintPdfInput } from '@/lib/shop/design-print/print/render-print-pdf'

export type PdfTask =
  { kind: 'invoice'; document: InvoiceDocument } | { kind: 'print'; input: Omit<PrintPdfInput, 'assets'> }

/** Draws one PDF from plain data; the pictures of a print file come through `assets`. */
export function runPdfTask(task: PdfTask, assets: AssetResolver): Promise<Uint8Array> {
  switch (task.kind) {
    case 'invoice':
      return renderInvoicePdf(task.document)
    case 'print':
      return renderPrintPdf({ ...task.input, assets })
  }
}
