import { render } from '@/lib/render/render'
import { createBoundedMap } from '@/lib/runtime/bounded-map'
import { processSingleton } from '@/lib/runtime/process-global'
import type { OrderPrintFileRow } from '@/lib/db/schema'
import type { ObjectStorage } from '@/lib/storage/storage'
import { PRODUCTION_LIMITS } from './limits'

const LIMITS = PRODUCTION_LIMITS.thumbnail

// Kept per file and render (the SHA-256 changes with every new file), so a thumbnail is drawn once.
const pictures = processSingleton('__productionThumbnails', () =>
  createBoundedMap<Uint8Array>({ maxKeys: LIMITS.cached }),
)

/**
 * The first page of a rendered print file as a small WebP, drawn by the render pool's PDFium (the
 * proof's rasteriser, ADR 0084) and cut to the TrimBox: what will be printed, not the slug. Null for a
 * file that is not rendered, is missing, or is too large to be sent to the pool for a picture.
 */
export async function printFileThumbnail(
  storage: ObjectStorage,
  file: Pick<OrderPrintFileRow, 'id' | 'state' | 'storageKey' | 'sha256' | 'byteSize'>,
  client: string,
  signal?: AbortSignal,
): Promise<Uint8Array | null> {
  if (file.state !== 'done' || !file.storageKey || !file.sha256) return null
  if ((file.byteSize ?? 0) > LIMITS.maxPdfBytes) return null
  const key = `${file.id}:${file.sha256}`
  const kept = pictures.get(key)
  if (kept) return kept
  const bytes = await storage.get(file.storageKey)
  if (!bytes) return null
  // At 72 dpi even an A0 poster's page is under 10 MP; the picture is then fitted into the long side.
  const side = LIMITS.longSidePx
  const { outputs } = await render(
    {
      input: { pdfPage: { bytes, scale: 1, index: 0, trim: true } },
      open: { limitInputPixels: LIMITS.maxPixels },
      outputs: [
        {
          steps: [{ op: 'resize', width: side, height: side, fit: 'inside', withoutEnlargement: true }],
          encode: { format: 'webp', quality: LIMITS.webpQuality },
        },
      ],
    },
    { timeoutMs: LIMITS.timeoutMs, client, signal },
  )
  const picture = outputs[0]?.data
  if (!picture) return null
  pictures.set(key, picture, Date.now())
  return picture
}
