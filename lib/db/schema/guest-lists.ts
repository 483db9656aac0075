import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from './shared'

export type GuestListProblem = { row: number; column?: string; code: string; message: string }

/**
 * A parsed guest list (mail merge, lib/shop/design-print/guest-list). Rows are stored as arrays of cell strings in
 * column order: 5000 rows of a dozen short cells is a few hundred KB of jsonb, read as a whole when a
 * print file is made, so a table per row would only add joins.
 */
export const guestLists = pgTable(
  'guest_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    visitorKey: uuid('visitor_key'),
    customerId: uuid('customer_id'),
    fileName: text('file_name'),
    sourceFormat: text('source_format').$type<'csv' | 'xlsx'>().notNull(),
    columns: text('columns').array().notNull(),
    rows: jsonb('rows').$type<string[][]>().notNull(),
    /** Spreadsheet row number of each entry of rows (empty lines are skipped, so they differ). */
    rowNumbers: integer('row_numbers').array().notNull(),
    rowCount: integer('row_count').notNull(),
    problemCount: integer('problem_count').notNull().default(0),
    problems: jsonb('problems').$type<GuestListProblem[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('guest_lists_one_owner', sql`num_nonnulls(${t.visitorKey}, ${t.customerId}) = 1`),
    check('guest_lists_format', sql`${t.sourceFormat} in ('csv', 'xlsx')`),
    check('guest_lists_row_count', sql`${t.rowCount} >= 0`),
    index('guest_lists_visitor').on(t.visitorKey, t.createdAt),
  ],
)

export type GuestListRow = typeof guestLists.$inferSelect
