import { Worker } from 'node:worker_threads'
import type { InvoiceDocument } from '@/lib/shop/sales/invoices/document'
import type { PrintAsset } from '@/lib/shop/design-print/print/assets'
import type { PrintPdfInput } from '@/lib/shop/design-print/print/render-print-pdf'
import type { PdfTask } from './pdf-task'
import { sourceThread, workThread } from './thread'

/**
 * Invoices and print files are drawn on their own thread (pdf-entry.ts). A CPU profile of
 * `npm run bench:load` showed these renders, run by the mail and print-file job runners after each
 * order, holding the event loop for up to seconds at a time while 50 shoppers waited.
 */
const RENDER_TIMEOUT_MS = 120_000
/**
 * The thread's JavaScript heap (docs/adr/0048): a document that would need more ends the thread with
 * ERR_WORKER_OUT_OF_MEMORY instead of growing the server; its job fails and is retried or given up.
 * pdf-lib and fontkit are JavaScript, so terminating the thread stops them; customers' pictures are
 * decoded and rasterised in the render pool, not here.
 */
const PDF_THREAD_LIMITS = { resourceLimits: { maxOldGenerationSizeMb: 1024 } }

// Inside Next's server the bundler compiles pdf-entry.ts into the build (NEXT_RUNTIME is set there).
const pdfThread = workThread<PdfTask, Uint8Array>(
  'pdf',
  () =>
    process.env.NEXT_RUNTIME
      ? new Worker(new URL('./pdf-entry.ts', import.meta.url), PDF_THREAD_LIMITS)
      : sourceThread(import.meta.url.replace(/pdf-pool\.ts$/, 'pdf-entry.ts'), PDF_THREAD_LIMITS),
  RENDER_TIMEOUT_MS,
)

/** The invoice (or cancellation invoice) PDF, drawn off the event loop. */
export function renderInvoicePdfOffThread(document: InvoiceDocument): Promise<Uint8Array> {
  return pdfThread.run({ kind: 'invoice', document })
}

/**
 * The print file, drawn off the event loop. The pictures are read on this thread, which alone
 * touches the database and the storage, when the PDF thread asks for them.
 */
export function renderPrintPdfOffThread(input: PrintPdfInput): Promise<Uint8Array> {
  const { assets, ...rest } = input
  const answer = async (assetId: string): Promise<PrintAsset | null> => (assets ? assets(assetId) : null)
  return pdfThread.run({ kind: 'print', input: rest }, answer)
}
