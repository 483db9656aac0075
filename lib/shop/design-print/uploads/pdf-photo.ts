import { RenderRefused } from '@/lib/render/errors'
import type { RenderMetadata } from '@/lib/render/job'
import { render } from '@/lib/render/render'
import { ptToMm } from '@/lib/shop/design-print/design/geometry'
import { uploadRefused, type UploadRejected } from './errors'
import { UPLOAD_LIMITS as L } from './limits'
import {
  explain,
  photoOutputPlans,
  processedImage,
  uploadRenderOptions,
  type ProcessedImage,
  type UploadRenderContext,
} from './process-image'

/**
 * A PDF uploaded as a photo (issue 26, the spec's toolbox-convert-pdf): its first page, drawn by
 * PDFium in the render pool (docs/adr/0062), becomes an ordinary photo upload: print original,
 * sRGB preview, faces, library. The page is read first (size and count, nothing drawn), then drawn
 * once at ~300 dpi of its own size, never above the 200-MP pixel limit.
 */

/**
 * Pixels per PDF point for a page of `widthPt` × `heightPt`: `dpi` at the page's size, less where the
 * drawn page would have more than `maxPixels` (PDFium floors the page to whole points and the drawn
 * size to whole pixels, so the product stays within the limit).
 */
export function pdfPageScale(widthPt: number, heightPt: number, dpi: number, maxPixels: number): number {
  const w = Math.max(1, Math.floor(widthPt))
  const h = Math.max(1, Math.floor(heightPt))
  return Math.min(dpi / 72, Math.sqrt(maxPixels / (w * h)))
}

/** PDFium's refusals (lib/render/pdf-page.mjs) in the customer's words; anything else as for pictures. */
function explainPdf(error: unknown): UploadRejected {
  if (error instanceof RenderRefused && error.reason === 'failed') {
    const detail = error.detail ?? ''
    if (detail.startsWith('pdf-encrypted')) return uploadRefused('pdfEncrypted', 422)
    if (detail.startsWith('pdf-no-pages')) return uploadRefused('pdfNoPages', 422)
    if (detail.startsWith('pdf-unreadable')) return uploadRefused('pdfUnreadable', 422)
  }
  return explain(error)
}

/** The first page of an uploaded PDF as a photo; refusals (encrypted, damaged, no pages, page size) are 422. */
export async function processPdfPhoto(
  bytes: Uint8Array,
  context: UploadRenderContext = {},
): Promise<ProcessedImage> {
  const options = uploadRenderOptions(context)
  const open = { limitInputPixels: L.maxInputPixels }
  let page: RenderMetadata
  try {
    page = (await render({ input: { pdfPage: { bytes } }, open, metadata: true }, options)).metadata ?? {}
  } catch (error) {
    throw explainPdf(error)
  }
  const { widthPt = 0, heightPt = 0 } = page
  const [w, h] = [ptToMm(widthPt), ptToMm(heightPt)]
  if (Math.max(w, h) > L.pdfPhotoMaxSideMm || Math.min(w, h) < L.pdfMinSideMm) {
    throw uploadRefused('pdfPageSize', 422, {
      page: 1,
      width: Math.round(w),
      height: Math.round(h),
      min: L.pdfMinSideMm,
      max: L.pdfPhotoMaxSideMm,
    })
  }
  const scale = pdfPageScale(widthPt, heightPt, L.pdfPhotoDpi, L.maxInputPixels)
  const pixels = Math.floor(Math.floor(widthPt) * scale) * Math.floor(Math.floor(heightPt) * scale)
  try {
    const { outputs } = await render(
      {
        input: { pdfPage: { bytes, scale } },
        open,
        // PDFium draws on white in sRGB terms: no alpha, no profile to keep.
        outputs: photoOutputPlans({ keepAlpha: false, keepIccProfile: false, pixels }),
      },
      options,
    )
    // A PDF page carries no camera date.
    return { ...processedImage(outputs, false), capturedAt: null }
  } catch (error) {
    throw explainPdf(error)
  }
}
