import { z } from 'zod'

export const guestListIdSchema = z.uuid().describe('Guest list id from POST /web-api/guest-lists')

/** Optional form fields next to the file: which design's placeholders to map the columns to. */
export const guestListFormSchema = z.strictObject({
  designId: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, 'designId must be a catalogue design id')
    .optional()
    .describe('Catalogue design whose placeholders the columns are mapped to'),
  placeholders: z
    .string()
    .max(2000)
    .optional()
    .describe('Comma-separated placeholder names (for a design being edited), instead of designId'),
})

export const guestListProblemSchema = z.object({
  row: z.number().int().describe('Spreadsheet row number; the heading row is 1'),
  column: z.string().optional(),
  code: z.string().describe('formula, too-long, extra-cells'),
  message: z.string(),
})

export const guestListSummarySchema = z.object({
  id: guestListIdSchema,
  format: z.enum(['csv', 'xlsx']),
  encoding: z.string().nullable().describe('CSV: utf-8, windows-1252 or mixed'),
  separator: z.string().nullable().describe('CSV: ; , or tab'),
  columns: z.array(z.string()),
  rowCount: z.number().int(),
  problems: z.array(guestListProblemSchema).describe('Bad rows by row number (the first 200)'),
  problemCount: z.number().int(),
  mapping: z
    .record(z.string(), z.string().nullable())
    .describe('Placeholder → suggested column (null: no match); empty without designId/placeholders'),
  preview: z.array(z.array(z.string())).describe('The first 20 rows'),
})
export type GuestListSummary = z.output<typeof guestListSummarySchema>

export const guestListRowsQuerySchema = z.strictObject({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(50),
})

export const guestListRowsSchema = z.object({
  columns: z.array(z.string()),
  total: z.number().int(),
  offset: z.number().int(),
  rows: z.array(z.object({ index: z.number().int(), row: z.number().int(), cells: z.array(z.string()) })),
  longestIndex: z.number().int().nullable().describe('Index of the row with the longest text, to preview it'),
  problemIndexes: z.array(z.number().int()).describe('Indexes of rows with problems'),
  problemCount: z.number().int(),
  problems: z
    .array(
      guestListProblemSchema.extend({
        index: z
          .number()
          .int()
          .nullable()
          .describe('Row index to preview it; null for a row that was skipped'),
      }),
    )
    .describe('Bad rows by row number (the first 200), with their reasons'),
})
export type GuestListRows = z.output<typeof guestListRowsSchema>
