import { z } from 'zod'
import { defineEndpoint } from '@/lib/api/endpoint'
import { uploadSummarySchema } from '@/lib/shop/design-print/uploads/schema'
import { downloadQuerySchema, optimizeImageQuerySchema } from '@/lib/shop/design-print/uploads/toolbox'

/**
 * The spec's toolbox calls (section 7) over the upload pipeline and the visitor's photo library
 * (ADR 0059). Files travel as multipart/form-data in the field `file`, as for /web-api/uploads.
 */
const tags = ['design']

const renderRefusals = {
  429: 'Too many of this visitor’s pictures drawn at once (key render.too-many, Retry-After)',
  503: 'The shop is drawing too many pictures right now (key render.busy, Retry-After)',
}

export const toolboxConvertFileEndpoint = defineEndpoint({
  method: 'POST',
  path: '/web-api/toolbox-convert-file',
  summary:
    'Convert a photo (JPEG, PNG, WebP, TIFF, AVIF; HEIC where the decoder exists) sent as multipart/form-data (field file) into the print original (colour profile kept) and an sRGB preview, kept in the photo library; answers the stored upload',
  tags,
  response: uploadSummarySchema,
  errors: {
    413: 'File larger than 100 MB, or more than 200 megapixels',
    415: 'Not a photo format the shop reads (checked by content), or HEIC without a decoder',
    422: 'Damaged or incomplete file',
    ...renderRefusals,
  },
})

export const toolboxConvertPdfEndpoint = defineEndpoint({
  method: 'POST',
  path: '/web-api/toolbox-convert-pdf',
  summary:
    "Turn a PDF's first page into a photo (multipart/form-data, field file): drawn by PDFium in the render pool at 300 dpi of the page's size (less where that would pass 200 megapixels), stored like a converted photo (JPEG print original, sRGB preview, faces) in the photo library; answers the stored upload (format pdf, its pixel size). ADR 0062",
  tags,
  response: uploadSummarySchema,
  errors: {
    400: 'Empty file',
    413: 'File larger than 100 MB',
    415: 'Not a PDF (checked by content; key upload.wrongTypePdf)',
    422: 'Password-protected (upload.pdfEncrypted), damaged (upload.pdfUnreadable) or empty PDF (upload.pdfNoPages), or a first page under 10 mm or over 5080 mm a side (upload.pdfPageSize); also a page that takes too long or too much memory to draw (render.timeout, render.memory)',
    ...renderRefusals,
  },
})

export const toolboxOptimizeImageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/toolbox-optimize-image',
  summary:
    'A smaller sRGB copy (JPEG or WebP, metadata stripped) of one of the visitor’s own pictures, e.g. for sharing; drawn in the render pool under a time limit',
  tags,
  query: optimizeImageQuerySchema,
  response: z.string().describe('image/jpeg or image/webp bytes'),
  errors: {
    404: 'No such upload, or not uploaded by this visitor',
    422: 'The upload is a PDF or SVG, not a picture',
    ...renderRefusals,
  },
})

export const toolboxDownloadEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/toolbox-download',
  summary:
    'Download the print original of one of the visitor’s own uploads as a file (Content-Disposition: attachment)',
  tags,
  query: downloadQuerySchema,
  response: z.string().describe('file bytes'),
  errors: { 404: 'No such upload, or not uploaded by this visitor' },
})

export const TOOLBOX_ENDPOINTS = [
  toolboxConvertFileEndpoint,
  toolboxConvertPdfEndpoint,
  toolboxOptimizeImageEndpoint,
  toolboxDownloadEndpoint,
] as const
