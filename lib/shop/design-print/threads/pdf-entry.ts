/**
 * The PDF thread (see pdf-pool.ts): draws invoices and print files so that their CPU time never holds
 * up the server's event loop. Plain data in, PDF bytes out; pictures are asked for by id. It runs at a
 * lower priority than the event loop: under load the shop's requests get the CPU first, and the
 * durable job runners' renders catch up as soon as the requests leave room (ADR 0029).
 */
import type { PrintAsset } from '@/lib/shop/design-print/print/assets'
import { runPdfTask, type PdfTask } from './pdf-task'
import { lowerThreadPriority } from './priority'
import { serve } from './serve'

lowerThreadPriority()

serve<PdfTask, Uint8Array>((task, ask) =>
  runPdfTask(task, (assetId) => ask(assetId) as Promise<PrintAsset | null>),
)
