import { z } from 'zod'
import { defineEndpoint } from '@/lib/api/endpoint'
import { uploadSummarySchema } from '@/lib/shop/design-print/uploads/schema'

export const listUploadsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/uploads',
  summary: "The visitor's own uploads, newest first (all of them, at most the 500-file quota)",
  tags: ['design'],
  response: z.object({ uploads: z.array(uploadSummarySchema) }),
})

/**
 * The photo library of the spec (section 7, /customer-picture/get): the same list, under the path the
 * configurator calls. Private: the proxy answers it `private, no-store` like every visitor's data.
 */
export const customerPicturesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/customer-picture/get',
  summary:
    "The visitor's (or signed-in customer's) photo library: their own uploads, newest first (all of them, at most the 500-file quota), to reuse in a new design",
  tags: ['design'],
  response: z.object({ uploads: z.array(uploadSummarySchema) }),
})

/** Upload endpoints (issue 5.3). The file travels as multipart/form-data, so no JSON body schema. */

export const createUploadEndpoint = defineEndpoint({
  method: 'POST',
  path: '/web-api/uploads',
  summary:
    "Upload a photo (JPEG, PNG, WebP, TIFF, HEIC) or an own layout/logo (PDF, PNG, SVG) as multipart/form-data: file, purpose=photo|layout; up to 100 MB and 200 megapixels. Refusals carry a stable key and a message in the locale header's language",
  tags: ['design'],
  response: uploadSummarySchema,
  errors: {
    413: 'File larger than 100 MB, or more than 200 megapixels',
    415: 'Not a file type this purpose accepts (checked by content, not by name)',
    422: 'Damaged or incomplete file, refused SVG content, unusable PDF',
    429: 'Upload quota of this visitor reached (key upload.quotaFiles or upload.quotaBytes), or too many of their pictures drawn at once (key render.too-many, Retry-After)',
    503: 'The shop is drawing too many pictures right now (key render.busy, Retry-After)',
  },
})

export const uploadPreviewEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/uploads/{id}/preview',
  summary: 'The editor preview of an upload (image/webp, longest side 2000 px)',
  tags: ['design'],
  response: z.string().describe('image/webp bytes'),
  errors: { 404: 'No such upload' },
})

export const uploadThumbEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/uploads/{id}/thumb',
  summary:
    'The small picture of an upload for page strips and photo trays (image/webp, longest side 320 px; uploads from before thumbnails answer their preview)',
  tags: ['design'],
  response: z.string().describe('image/webp bytes'),
  errors: { 404: 'No such upload' },
})

export const uploadOriginalEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/uploads/{id}/original',
  summary: 'The print original of an upload (JPEG, PNG, PDF or sanitised SVG); only for its uploader',
  tags: ['design'],
  response: z.string().describe('file bytes'),
  errors: { 404: 'No such upload, or not uploaded by this visitor' },
})
