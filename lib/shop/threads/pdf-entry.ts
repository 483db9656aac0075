/**
 * The PDF thread (see pdf-pool.ts): draws invoices and print files so that their CPU time never holds
 * up the server's event loop. Plain data in, PDF bytes out; pictures are asked for by id.
 */
import type { PrintAsset } from '@/lib/shop/print/assets'
import { runPdfTask, type PdfTask } from './pdf-task'
import { serve } from './serve'

serve<PdfTask, Uint8Array>((task, ask) =>
  runPdfTask(task, (assetId) => ask(assetId) as Promise<PrintAsset | null>),
)
