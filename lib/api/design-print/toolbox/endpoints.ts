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
    "Turn a PDF's first page into a photo (multipart/form-data, field file). Not available: the shop has no PDF rasteriser, so a PDF is answered 415 with key upload.pdfConversionUnavailable and nothing is stored",
  tags,
  response: z.never().describe('Not answered: there is no PDF rasteriser, see 415'),
  errors: {
    413: 'File larger than 100 MB',
    415: 'Not a PDF (key upload.wrongTypePdf), or a PDF, which cannot be converted here (key upload.pdfConversionUnavailable)',
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
