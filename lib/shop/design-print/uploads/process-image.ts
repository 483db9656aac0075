import sharp from 'sharp'
import { RenderRefused } from '@/lib/render/errors'
import type { RenderedOutput, RenderMetadata, RenderOpen, RenderOutputPlan } from '@/lib/render/job'
import { RENDER_TIMEOUTS } from '@/lib/render/limits'
import { render } from '@/lib/render/render'
import type { RenderOptions } from '@/lib/render/pool'
import { renderRefusedUpload, uploadRefused, type UploadRejected } from './errors'
import { UPLOAD_LIMITS as L } from './limits'
import { FACE_SCAN_MAX_SIDE } from './faces/find-faces'
import type { RgbImage } from './faces/face-detector'
import type { SniffedType } from './sniff'
import { exifCaptureDate } from './exif-date'

export type ProcessedImage = {
  /**
   * Full resolution, auto-oriented, metadata stripped except the colour profile: what the print file
   * is made from.
   */
  print: { bytes: Uint8Array; format: 'jpeg' | 'png'; contentType: string }
  /** Longest side at most previewMaxSidePx, converted to sRGB, no profile. */
  preview: { bytes: Uint8Array; contentType: 'image/webp' }
  /** Longest side at most thumbMaxSidePx, sRGB: the page strip's and photo tray's picture. */
  thumb: Uint8Array
  widthPx: number
  heightPx: number
  /** A small upright RGB copy for the face detector, made from the same decode as the files. */
  faceScan: RgbImage
  /** When the photo was taken (EXIF, camera time "YYYY-MM-DDTHH:MM:SS"); null when not recorded. */
  capturedAt: string | null
}

/** sharp's prebuilt libvips reads AVIF; HEIC (HEVC) only with a system libvips built with libde265. */
export function heicSupported(): boolean {
  const heif = sharp.format.heif as { input?: { buffer?: boolean; fileSuffix?: string[] } } | undefined
  return Boolean(heif?.input?.buffer && heif.input.fileSuffix?.includes('.heic'))
}

/** Who the render is for: their address (capped per client) and their request's signal. */
export type UploadRenderContext = Omit<RenderOptions, 'timeoutMs'>

/** An uploaded picture's render: the upload time limit, sized for 200 MP (ADR 0059). */
export const uploadRenderOptions = (context: UploadRenderContext): RenderOptions => ({
  ...context,
  timeoutMs: RENDER_TIMEOUTS.uploadRaster,
})

// failOn 'warning' makes truncated JPEGs and broken PNG chunks errors instead of grey half-pictures.
const open = (density?: number): RenderOpen => ({
  limitInputPixels: L.maxInputPixels,
  failOn: 'warning',
  density,
  sequentialRead: true,
})

export function explain(error: unknown): UploadRejected {
  // Busy, too many at once, too slow or too large to draw: the pool's own words and status.
  if (error instanceof RenderRefused && error.reason !== 'failed') return renderRefusedUpload(error)
  const message = error instanceof Error ? error.message : String(error)
  if (/pixel limit|exceeds/i.test(message)) {
    return uploadRefused('imageTooManyPixels', 413, { megapixels: L.maxInputPixels / 1_000_000 })
  }
  return uploadRefused('imageUnreadable', 422)
}

/**
 * Re-encodes an accepted raster image: the header is read first (dimensions decide the pixel limit
 * before anything is decoded, so decompression bombs stop here), then the whole image is decoded,
 * turned upright from its EXIF orientation and written without metadata (no GPS, no camera serial)
 * but with its ICC profile in the print original.
 */
export async function processRaster(
  bytes: Uint8Array,
  type: SniffedType,
  context: UploadRenderContext = {},
): Promise<ProcessedImage> {
  if (type === 'heic' && !heicSupported()) {
    throw uploadRefused('heicUnsupported', 415)
  }
  const options = uploadRenderOptions(context)
  let meta: RenderMetadata
  try {
    meta = (await render({ input: { bytes }, open: open(), metadata: true }, options)).metadata ?? {}
  } catch (error) {
    throw explain(error)
  }
  const pixels = (meta.width ?? 0) * (meta.height ?? 0)
  if (!meta.width || !meta.height) throw uploadRefused('imageNoSize', 422)
  if (pixels > L.maxInputPixels) throw explain(new Error('pixel limit'))

  const keepAlpha = (type === 'png' || type === 'tiff') && meta.hasAlpha === true
  // The print original keeps the photo's own colour space and profile (Adobe RGB, Display P3): the
  // print shop converts to its press; the preview below is sRGB for screens. CMYK stays converted to
  // sRGB: the print file embeds pictures as RGB (print/upload-assets.ts), not press separations.
  const keepIccProfile = meta.hasProfile === true && meta.space !== 'cmyk'
  try {
    const { outputs } = await render(
      { input: { bytes }, open: open(), outputs: photoOutputPlans({ keepAlpha, keepIccProfile, pixels }) },
      options,
    )
    return { ...processedImage(outputs, keepAlpha), capturedAt: exifCaptureDate(meta.exif) }
  } catch (error) {
    throw explain(error)
  }
}

/**
 * What an accepted photo becomes, in one decode: the print original (PNG when it has transparency,
 * else JPEG at print quality), the sRGB WebP preview, the face detector's small RGB copy and the small
 * WebP thumbnail.
 */
export function photoOutputPlans(photo: {
  keepAlpha: boolean
  keepIccProfile: boolean
  pixels: number
}): RenderOutputPlan[] {
  const { keepAlpha, keepIccProfile, pixels } = photo
  const printPlan: RenderOutputPlan = keepAlpha
    ? { steps: [{ op: 'rotate' }], encode: { format: 'png', compressionLevel: 6, keepIccProfile } }
    : {
        steps: [{ op: 'rotate' }, { op: 'flatten', background: '#ffffff' }],
        encode: {
          format: 'jpeg',
          quality: L.printJpegQuality,
          mozjpeg: pixels <= L.printMozjpegMaxPixels,
          keepIccProfile,
        },
      }
  const inside = (side: number) =>
    ({ op: 'resize', width: side, height: side, fit: 'inside', withoutEnlargement: true }) as const
  return [
    printPlan,
    {
      steps: [{ op: 'rotate' }, inside(L.previewMaxSidePx)],
      encode: { format: 'webp', quality: L.previewQuality },
    },
    {
      steps: [{ op: 'rotate' }, inside(FACE_SCAN_MAX_SIDE), { op: 'flatten', background: '#ffffff' }],
      encode: { format: 'raw' },
    },
    {
      steps: [{ op: 'rotate' }, inside(L.thumbMaxSidePx)],
      encode: { format: 'webp', quality: L.thumbQuality },
    },
  ]
}

/** The render's three outputs (photoOutputPlans) as the upload's files. */
export function processedImage(
  outputs: readonly RenderedOutput[],
  keepAlpha: boolean,
): Omit<ProcessedImage, 'capturedAt'> {
  const [print, preview, small, thumb] = outputs
  if (!print || !preview || !small || !thumb) throw new Error('The render answered too few images')
  return {
    print: {
      bytes: print.data,
      format: keepAlpha ? 'png' : 'jpeg',
      contentType: keepAlpha ? 'image/png' : 'image/jpeg',
    },
    preview: { bytes: preview.data, contentType: 'image/webp' },
    thumb: thumb.data,
    widthPx: print.width,
    heightPx: print.height,
    faceScan: { data: small.data, width: small.width, height: small.height },
  }
}
/** A sanitised SVG rendered to the editor's WebP preview; its size in px at the preview density. */
export async function previewSvg(
  svg: string,
  context: UploadRenderContext = {},
): Promise<Pick<ProcessedImage, 'preview' | 'widthPx' | 'heightPx'>> {
  // A logo draws in well under a second; one that does not is cut off after RENDER_TIMEOUTS.uploadSvg.
  const options = { ...context, timeoutMs: RENDER_TIMEOUTS.uploadSvg }
  try {
    const bytes = new TextEncoder().encode(svg)
    const input = { bytes }
    const meta = (await render({ input, open: open(L.svgPreviewDensity), metadata: true }, options)).metadata
    if (!meta?.width || !meta.height) throw new Error('no size')
    if (meta.width * meta.height > L.maxInputPixels) throw new Error('pixel limit')
    const { outputs } = await render(
      {
        input,
        open: open(L.svgPreviewDensity),
        outputs: [
          {
            steps: [
              {
                op: 'resize',
                width: L.previewMaxSidePx,
                height: L.previewMaxSidePx,
                fit: 'inside',
                withoutEnlargement: true,
              },
            ],
            encode: { format: 'webp', quality: L.previewQuality },
          },
        ],
      },
      options,
    )
    const preview = outputs[0]
    if (!preview) throw new Error('no preview')
    return {
      preview: { bytes: preview.data, contentType: 'image/webp' },
      widthPx: meta.width,
      heightPx: meta.height,
    }
  } catch (error) {
    const reason = explain(error)
    throw reason.httpStatus === 413 || error instanceof RenderRefused
      ? reason
      : uploadRefused('svgUndrawable', 422)
  }
}
