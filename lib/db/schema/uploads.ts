import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, real, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt, sqlList } from './shared'

export const UPLOAD_KINDS = ['photo', 'layout'] as const
export const UPLOAD_FORMATS = ['jpeg', 'png', 'webp', 'tiff', 'heic', 'avif', 'pdf', 'svg'] as const
export type UploadKind = (typeof UPLOAD_KINDS)[number]
export type UploadFormat = (typeof UPLOAD_FORMATS)[number]

/**
 * Photos and own layouts a visitor uploaded (lib/shop/design-print/uploads). The files live in object storage
 * under server-generated keys; this row is written only after both files are stored, in the same
 * transaction as the quota check, so a row never points at a missing file.
 */
export const uploads = pgTable(
  'uploads',
  {
    /** Public id, used as assetId in design documents; random, so it cannot be guessed. */
    id: text('id').primaryKey(),
    visitorKey: uuid('visitor_key'),
    // No foreign key yet: the customers table arrives with the account work.
    customerId: uuid('customer_id'),
    kind: text('kind').$type<UploadKind>().notNull(),
    /** What the content was sniffed as (never the file name or the browser's Content-Type). */
    sourceFormat: text('source_format').$type<UploadFormat>().notNull(),
    printKey: text('print_key').notNull(),
    printContentType: text('print_content_type').notNull(),
    previewKey: text('preview_key').notNull(),
    /** Bytes stored for print plus preview: what the quota counts. */
    storedBytes: integer('stored_bytes').notNull(),
    widthPx: integer('width_px'),
    heightPx: integer('height_px'),
    /** PDF layouts: page count and the first page's size. */
    pageCount: integer('page_count'),
    widthMm: real('width_mm'),
    heightMm: real('height_mm'),
    /** The name the customer's file had, for their upload list only; never used as a path. */
    originalName: text('original_name'),
    /** Photos: faces the server found, as 0..1 boxes (ADR 0024); null while unknown, [] for none. */
    faces: jsonb('faces').$type<{ x: number; y: number; width: number; height: number }[]>(),
    meta: jsonb('meta').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    check('uploads_one_owner', sql`num_nonnulls(${t.visitorKey}, ${t.customerId}) = 1`),
    check('uploads_kind_known', sql`${t.kind} in (${sqlList(UPLOAD_KINDS)})`),
    check('uploads_format_known', sql`${t.sourceFormat} in (${sqlList(UPLOAD_FORMATS)})`),
    check('uploads_bytes_positive', sql`${t.storedBytes} > 0`),
    index('uploads_visitor').on(t.visitorKey, t.createdAt),
    index('uploads_customer').on(t.customerId, t.createdAt),
  ],
)

export type UploadRow = typeof uploads.$inferSelect
export type NewUploadRow = typeof uploads.$inferInsert
