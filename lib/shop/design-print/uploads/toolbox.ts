import { z } from 'zod'
import { render } from '@/lib/render/render'
import { RenderRefused } from '@/lib/render/errors'
import type { ShopOwner } from '@/lib/shop/common/owner'
import { foundType, renderRefusedUpload, uploadRefused } from './errors'
import { UPLOAD_LIMITS as L } from './limits'
import { uploadRenderOptions, type UploadRenderContext } from './process-image'
import { uploadIdSchema } from './schema'
import { sniffType } from './sniff'
import { findUpload, type StoredFile, type UploadDeps } from './uploads'

/**
 * The spec's toolbox calls (section 7) over the photo library: a copy of an upload made smaller for
 * sharing or a quick look, and the print original as a download. Storing a converted photo
 * (toolbox-convert-file, toolbox-convert-pdf) is createUpload itself. ADR 0059, 0062.
 */

export const OPTIMIZE_FORMATS = ['jpeg', 'webp'] as const

export const optimizeImageQuerySchema = z.strictObject({
  id: uploadIdSchema,
  maxSidePx: z.coerce
    .number()
    .int()
    .min(16)
    .max(8000)
    .default(2000)
    .describe('Longest side of the copy in px (16-8000); never enlarged'),
  format: z.enum(OPTIMIZE_FORMATS).default('jpeg').describe('jpeg or webp'),
  quality: z.coerce.number().int().min(40).max(95).default(85).describe('Encoder quality 40-95'),
})
export type OptimizeImageQuery = z.output<typeof optimizeImageQuerySchema>

export const downloadQuerySchema = z.strictObject({ id: uploadIdSchema })

/** Only pictures the render pool can redraw: photos and PNG layouts (their stored originals). */
const RASTER_CONTENT_TYPES = new Set(['image/jpeg', 'image/png'])

/**
 * A smaller sRGB copy of one of the owner's pictures, drawn in the render pool under the upload time
 * limit. Null when the id is not theirs (the same answer as for a missing id); 422 for a PDF or SVG.
 */
export async function optimizeUpload(
  deps: UploadDeps,
  owner: ShopOwner,
  query: OptimizeImageQuery,
  context: UploadRenderContext = {},
): Promise<StoredFile | null> {
  const row = await findUpload(deps.db, query.id, owner)
  if (!row) return null
  if (!RASTER_CONTENT_TYPES.has(row.printContentType)) throw uploadRefused('optimizeNotPicture', 422)
  const bytes = await deps.storage.get(row.printKey)
  if (!bytes) return null
  const encode =
    query.format === 'webp'
      ? ({ format: 'webp', quality: query.quality } as const)
      : ({ format: 'jpeg', quality: query.quality, mozjpeg: true } as const)
  try {
    const { outputs } = await render(
      {
        input: { bytes },
        open: { limitInputPixels: L.maxInputPixels, failOn: 'warning', sequentialRead: true },
        outputs: [
          {
            steps: [
              {
                op: 'resize',
                width: query.maxSidePx,
                height: query.maxSidePx,
                fit: 'inside',
                withoutEnlargement: true,
              },
              // A JPEG has no transparency: a PNG logo's clear parts become white, not black.
              ...(query.format === 'jpeg' ? [{ op: 'flatten', background: '#ffffff' } as const] : []),
            ],
            encode,
          },
        ],
      },
      uploadRenderOptions(context),
    )
    const copy = outputs[0]
    if (!copy) throw new Error('The render answered no image')
    return { bytes: copy.data, contentType: `image/${query.format}` }
  } catch (error) {
    if (error instanceof RenderRefused && error.reason !== 'failed') throw renderRefusedUpload(error)
    throw error
  }
}

export type Download = StoredFile & { fileName: string }

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
  'image/svg+xml': 'svg',
}

/**
 * A file name for Content-Disposition: the uploaded name's stem in plain ASCII (quotes, slashes and
 * control characters cannot break the header or point anywhere) with the stored file's extension.
 */
export function downloadName(originalName: string | null, id: string, contentType: string): string {
  const stem = (originalName ?? '')
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 _-]+/g, '')
    .trim()
    .slice(0, 80)
  return `${stem || id}.${EXTENSIONS[contentType] ?? 'bin'}`
}

/** The owner's print original with a file name; null for anyone else or a missing id. */
export async function downloadUpload(
  deps: UploadDeps,
  owner: ShopOwner,
  id: string,
): Promise<Download | null> {
  const row = await findUpload(deps.db, id, owner)
  const bytes = row ? await deps.storage.get(row.printKey) : null
  if (!row || !bytes) return null
  return {
    bytes,
    contentType: row.printContentType,
    fileName: downloadName(row.originalName, row.id, row.printContentType),
  }
}

/**
 * toolbox-convert-pdf takes PDFs only (checked by content, before anything is drawn); its first page
 * then becomes a photo through createUpload like any other (prepare.ts, pdf-photo.ts, ADR 0062).
 */
export function assertPdf(bytes: Uint8Array): void {
  if (bytes.length === 0) throw uploadRefused('empty', 400)
  const type = sniffType(bytes)
  if (type !== 'pdf') {
    throw uploadRefused('wrongTypePdf', 415, { found: type ? foundType(type.toUpperCase()) : '' })
  }
}
