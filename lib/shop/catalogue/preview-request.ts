import { z } from 'zod'
import { PREVIEW_WIDTHS, isPreviewWidth, type PreviewWidth } from './preview-url'

/** The path parameters of GET /design-previews/{designId}/{width}.webp, checked before any work. */
export const previewParamsSchema = z.object({
  designId: z
    .string()
    .regex(/^[1-9][0-9]{0,15}$/, 'designId must be a positive whole number')
    .transform(Number)
    .refine((id) => id <= 2_147_483_647, 'designId is too large')
    .describe('Design id'),
  file: z
    .string()
    .regex(
      /^[0-9]{1,5}\.webp$/,
      `the file must be {width}.webp with width one of ${PREVIEW_WIDTHS.join(', ')}`,
    )
    .transform((file) => Number(file.slice(0, -'.webp'.length)))
    .refine(isPreviewWidth, `width must be one of ${PREVIEW_WIDTHS.join(', ')}`)
    .describe('Image width in pixels and format'),
})

export type PreviewRequest = { id: number; width: PreviewWidth }
export type PreviewRequestResult =
  { ok: true; value: PreviewRequest } | { ok: false; field: string; message: string }

export function parsePreviewParams(params: unknown): PreviewRequestResult {
  const result = previewParamsSchema.safeParse(params)
  if (result.success) {
    const { designId, file } = result.data
    // The refine above proved it; TypeScript cannot carry a refinement through transform.
    if (isPreviewWidth(file)) return { ok: true, value: { id: designId, width: file } }
  }
  const issue = result.error?.issues[0]
  const field = issue?.path[0] === 'file' ? 'width' : String(issue?.path[0] ?? 'width')
  return { ok: false, field, message: issue?.message ?? 'invalid preview request' }
}
