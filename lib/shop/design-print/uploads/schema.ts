import { z } from 'zod'
import { UPLOAD_FORMATS, UPLOAD_KINDS } from '@/lib/db/schema/uploads'
import { faceBoxesSchema } from '@/lib/shop/design-print/design/face-box'

export const uploadPurposeSchema = z
  .enum(UPLOAD_KINDS)
  .default('photo')
  .describe(
    'photo: JPEG, PNG, WebP, TIFF, HEIC, or a PDF whose first page becomes the photo; layout (own layout or logo): PDF, PNG, SVG',
  )

/** Multipart form fields besides the file itself. */
export const uploadFormSchema = z.strictObject({ purpose: uploadPurposeSchema })

export const uploadIdSchema = z
  .string()
  .regex(/^up-[0-9a-f]{32}$/, 'is not an upload id')
  .describe('Upload id, also the assetId in design documents')

export const uploadSummarySchema = z.object({
  id: uploadIdSchema,
  kind: z.enum(UPLOAD_KINDS),
  format: z
    .enum(UPLOAD_FORMATS)
    .describe('What the content was recognised as (a photo from a PDF: pdf, its print original a JPEG)'),
  widthPx: z.number().int().nullable().describe('Pixel size of the print original (null for PDF layouts)'),
  heightPx: z.number().int().nullable(),
  pageCount: z.number().int().nullable().describe('PDF layouts only'),
  widthMm: z.number().nullable().describe('PDF layouts: size of the first page'),
  heightMm: z.number().nullable(),
  faces: faceBoxesSchema
    .nullable()
    .describe('Photos: faces found on upload, biggest first, as 0..1 boxes; null when not known'),
  capturedAt: z
    .string()
    .nullable()
    .describe(
      'When the photo was taken (EXIF, the camera’s time "YYYY-MM-DDTHH:MM:SS"); null when not recorded',
    ),
  uploadedAt: z.string().describe('ISO timestamp of the upload (orders photos without a capture date)'),
  previewUrl: z.string().describe('WebP, longest side at most 2000 px, for the editor'),
  thumbUrl: z
    .string()
    .describe(
      'WebP, longest side at most 320 px, for page strips and photo trays (older uploads: the preview)',
    ),
  originalUrl: z
    .string()
    .describe('The print original (its colour profile kept); only for the visitor who uploaded it'),
})
export type UploadSummary = z.output<typeof uploadSummarySchema>
