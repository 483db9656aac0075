import { z } from 'zod'

export const PRINT_PREVIEW_MAX_ROWS = 5000

export const printPreviewQuerySchema = z.strictObject({
  guestList: z
    .uuid()
    .optional()
    .describe('A guest list of this visitor (POST /web-api/guest-lists); one set per row'),
  rows: z.coerce
    .number()
    .int()
    .min(1)
    .max(PRINT_PREVIEW_MAX_ROWS)
    .optional()
    .describe('Only the first N rows of the guest list'),
  missing: z
    .enum(['keep', 'empty'])
    .default('keep')
    .describe('keep: unfilled fields print as {{Name}} (proof); empty: they print blank'),
})
