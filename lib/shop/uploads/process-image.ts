import sharp, { type Metadata, type Sharp } from 'sharp'
import { UploadRejected } from './errors'
import { UPLOAD_LIMITS as L } from './limits'
import { FACE_SCAN_MAX_SIDE } from './faces/find-faces'
import type { RgbImage } from './faces/face-detector'
import type { SniffedType } from './sniff'

export type ProcessedImage = {
  /** Full resolution, auto-oriented, metadata stripped: what the print file is made from. */
  print: { bytes: Uint8Array; format: 'jpeg' | 'png'; contentType: string }
  preview: { bytes: Uint8Array; contentType: 'image/webp' }
  widthPx: number
  heightPx: number
  /** A small upright RGB copy for the face detector, made from the same decode as the files. */
  faceScan: RgbImage
}

/** sharp's prebuilt libvips reads AVIF; HEIC (HEVC) only with a system libvips built with libde265. */
export function heicSupported(): boolean {
  const heif = sharp.format.heif as { input?: { buffer?: boolean; fileSuffix?: string[] } } | undefined
  return Boolean(heif?.input?.buffer && heif.input.fileSuffix?.includes('.heic'))
}

const open = (bytes: Uint8Array, density?: number): Sharp =>
  // failOn 'warning' makes truncated JPEGs and broken PNG chunks errors instead of grey half-pictures.
  sharp(bytes, { limitInputPixels: L.maxInputPixels, failOn: 'warning', density, sequentialRead: true })

function explain(error: unknown): UploadRejected {
  const message = error instanceof Error ? error.message : String(error)
  if (/pixel limit|exceeds/i.test(message)) {
    return new UploadRejected(
      `The image has more than ${L.maxInputPixels / 1_000_000} megapixels; please upload a smaller version.`,
      413,
    )
  }
  return new UploadRejected('The image could not be read; the file may be damaged or incomplete.', 422)
}

/**
 * Re-encodes an accepted raster image: the header is read first (dimensions decide the pixel limit
 * before anything is decoded, so decompression bombs stop here), then the whole image is decoded,
 * turned upright from its EXIF orientation and written without metadata (no GPS, no camera serial).
 */
export async function processRaster(bytes: Uint8Array, type: SniffedType): Promise<ProcessedImage> {
  if (type === 'heic' && !heicSupported()) {
    throw new UploadRejected(
      'HEIC photos cannot be read on this server. Please choose "Most compatible" (JPEG) in the camera settings or export the photo as JPEG.',
      415,
    )
  }
  let meta: Metadata
  try {
    meta = await open(bytes).metadata()
  } catch (error) {
    throw explain(error)
  }
  const pixels = (meta.width ?? 0) * (meta.height ?? 0)
  if (!meta.width || !meta.height)
    throw new UploadRejected('The image has no size; the file may be damaged.', 422)
  if (pixels > L.maxInputPixels) throw explain(new Error('pixel limit'))

  const keepAlpha = type === 'png' && meta.hasAlpha === true
  try {
    const upright = open(bytes).rotate()
    const printPipeline = keepAlpha
      ? upright.clone().png({ compressionLevel: 6 })
      : upright
          .clone()
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: L.printJpegQuality, mozjpeg: true })
    const [print, preview, small] = await Promise.all([
      printPipeline.toBuffer({ resolveWithObject: true }),
      upright
        .clone()
        .resize(L.previewMaxSidePx, L.previewMaxSidePx, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: L.previewQuality })
        .toBuffer(),
      upright
        .clone()
        .resize(FACE_SCAN_MAX_SIDE, FACE_SCAN_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .raw()
        .toBuffer({ resolveWithObject: true }),
    ])
    return {
      print: {
        bytes: new Uint8Array(print.data),
        format: keepAlpha ? 'png' : 'jpeg',
        contentType: keepAlpha ? 'image/png' : 'image/jpeg',
      },
      preview: { bytes: new Uint8Array(preview), contentType: 'image/webp' },
      widthPx: print.info.width,
      heightPx: print.info.height,
      faceScan: { data: new Uint8Array(small.data), width: small.info.width, height: small.info.height },
    }
  } catch (error) {
    throw explain(error)
  }
}

/** A sanitised SVG rendered to the editor's WebP preview; its size in px at the preview density. */
export async function previewSvg(
  svg: string,
): Promise<Pick<ProcessedImage, 'preview' | 'widthPx' | 'heightPx'>> {
  try {
    const bytes = new TextEncoder().encode(svg)
    const meta = await open(bytes, L.svgPreviewDensity).metadata()
    if (!meta.width || !meta.height) throw new Error('no size')
    if (meta.width * meta.height > L.maxInputPixels) throw new Error('pixel limit')
    const preview = await open(bytes, L.svgPreviewDensity)
      .resize(L.previewMaxSidePx, L.previewMaxSidePx, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: L.previewQuality })
      .toBuffer({ resolveWithObject: true })
    return {
      preview: { bytes: new Uint8Array(preview.data), contentType: 'image/webp' },
      widthPx: meta.width,
      heightPx: meta.height,
    }
  } catch (error) {
    const reason = explain(error)
    throw reason.httpStatus === 413
      ? reason
      : new UploadRejected('The SVG could not be drawn; please check the file.', 422)
  }
}
