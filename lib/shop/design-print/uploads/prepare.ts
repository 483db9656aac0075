import type { ShopLocaleCode } from '@/lib/config/locales'
import type { UploadFormat, UploadKind } from '@/lib/db/schema/uploads'
import type { FaceBox } from '@/lib/shop/design-print/design/face-box'
import { foundType, uploadRefused, type UploadRefusalId } from './errors'
import { findFaces } from './faces/find-faces'
import { UPLOAD_LIMITS as L } from './limits'
import { pagesOnlyPdf } from './pdf-clean'
import { inspectPdfLayout, pdfStandInPreview } from './pdf-layout'
import { processPdfPhoto } from './pdf-photo'
import { previewSvg, processRaster, type ProcessedImage, type UploadRenderContext } from './process-image'
import { sniffType, type SniffedType } from './sniff'
import { sanitizeSvg, SvgRejected } from './svg-sanitize'

/**
 * What each purpose accepts (issue 5: photos; own layouts or logos; issue 26: TIFF photos, and PDFs
 * whose first page becomes the photo).
 */
const ACCEPTED: Record<UploadKind, readonly SniffedType[]> = {
  photo: ['jpeg', 'png', 'webp', 'tiff', 'heic', 'avif', 'pdf'],
  layout: ['pdf', 'png', 'svg'],
}
const WRONG_TYPE: Record<UploadKind, UploadRefusalId> = {
  photo: 'wrongTypePhoto',
  layout: 'wrongTypeLayout',
}
const MB = 1024 * 1024

export type PreparedUpload = {
  format: UploadFormat
  print: { bytes: Uint8Array; contentType: string; extension: string }
  preview: Uint8Array
  /** Pictures only: the small WebP of the page strip and photo tray; null for layouts (PDF, SVG). */
  thumb: Uint8Array | null
  widthPx: number | null
  heightPx: number | null
  pageCount: number | null
  widthMm: number | null
  heightMm: number | null
  /** Photos only: faces found (possibly none), or null when not known. */
  faces: FaceBox[] | null
  /** Pictures only: when the photo was taken (EXIF), or null. */
  capturedAt: string | null
}

/**
 * Checks and converts an upload in memory; nothing is stored yet, so a refusal leaves no trace.
 * Pictures are decoded and drawn in the render pool for `context`'s client (lib/render).
 */
export async function prepareUpload(
  bytes: Uint8Array,
  kind: UploadKind,
  context: UploadRenderContext = {},
): Promise<PreparedUpload> {
  if (bytes.length === 0) throw uploadRefused('empty', 400)
  if (bytes.length > L.maxFileBytes) throw uploadRefused('tooLarge', 413, { megabytes: L.maxFileBytes / MB })
  const type = sniffType(bytes)
  if (!type || !ACCEPTED[kind].includes(type)) {
    throw uploadRefused(WRONG_TYPE[kind], 415, { found: type ? foundType(type.toUpperCase()) : '' })
  }
  const none = { pageCount: null, widthMm: null, heightMm: null, faces: null, capturedAt: null, thumb: null }
  if (type === 'pdf' && kind === 'photo') {
    return pictureUpload('pdf', await processPdfPhoto(bytes, context))
  }
  if (type === 'pdf') {
    const info = await inspectPdfLayout(bytes)
    // Only the pages are kept: no script, actions, links, forms or attached files are stored or served.
    const pages = await pagesOnlyPdf(bytes).catch(() => {
      throw uploadRefused('pdfUnreadable', 422)
    })
    return {
      format: 'pdf',
      print: { bytes: pages, contentType: 'application/pdf', extension: 'pdf' },
      preview: await pdfStandInPreview(info, context),
      widthPx: null,
      heightPx: null,
      faces: null,
      capturedAt: null,
      thumb: null,
      ...info,
    }
  }
  if (type === 'svg') {
    if (bytes.length > L.svgMaxBytes)
      throw uploadRefused('svgTooLarge', 413, { megabytes: L.svgMaxBytes / MB })
    let clean: string
    try {
      const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
      clean = sanitizeSvg(text)
    } catch (error) {
      if (error instanceof SvgRejected) {
        const reason = (locale: ShopLocaleCode) => error.messageIn(locale)
        throw uploadRefused('svgRefused', 422, { reason }, { key: `upload.svg.${error.reason}` })
      }
      throw uploadRefused('svgNotText', 422)
    }
    const drawn = await previewSvg(clean, context)
    return {
      format: 'svg',
      print: { bytes: new TextEncoder().encode(clean), contentType: 'image/svg+xml', extension: 'svg' },
      preview: drawn.preview.bytes,
      widthPx: drawn.widthPx,
      heightPx: drawn.heightPx,
      ...none,
    }
  }
  const image = await processRaster(bytes, type, context)
  // Faces matter for the photo slots' preflight; logos and own layouts are placed as they are.
  return pictureUpload(type, image, kind === 'photo')
}

async function pictureUpload(
  format: UploadFormat,
  image: ProcessedImage,
  scanFaces = true,
): Promise<PreparedUpload> {
  return {
    format,
    print: { ...image.print, extension: image.print.format === 'png' ? 'png' : 'jpg' },
    preview: image.preview.bytes,
    thumb: image.thumb,
    widthPx: image.widthPx,
    heightPx: image.heightPx,
    pageCount: null,
    widthMm: null,
    heightMm: null,
    faces: scanFaces ? await findFaces(image.faceScan) : null,
    capturedAt: image.capturedAt,
  }
}
