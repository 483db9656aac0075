import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { customers } from './customers'
import { orderLines, orders } from './orders'
import { createdAt, sqlList } from './shared'

export const PRINT_FILE_STATES = ['queued', 'rendering', 'done', 'failed'] as const
export type PrintFileState = (typeof PRINT_FILE_STATES)[number]

/**
 * `main`: the line's only file; a photo book has two, `cover` and `inner` (ADR 0070, 0071), a photo
 * box two, its `lid` and its `prints` (ADR 0078).
 */
export const PRINT_FILE_PARTS = ['main', 'cover', 'inner', 'lid', 'prints'] as const
export type PrintFilePart = (typeof PRINT_FILE_PARTS)[number]

/**
 * One print-file job per personalised order line and part (a photo book's cover and inner block are two) (docs/adr/0013-print-files-and-back-office.md). The
 * row is written in the order's transaction, so an order never exists without its jobs; a worker
 * claims due rows (SKIP LOCKED), renders the line's design snapshot and records where the PDF lies.
 * `leaseUntil` is both the claim's lease (while rendering) and the earliest next try (while queued).
 */
export const orderPrintFiles = pgTable(
  'order_print_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineId: uuid('line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    part: text('part').$type<PrintFilePart>().notNull().default('main'),
    state: text('state').$type<PrintFileState>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    storageKey: text('storage_key'),
    sha256: text('sha256'),
    byteSize: integer('byte_size'),
    /** Pages in the file: sides × guest-list rows, shown to staff as a plausibility check. */
    pageCount: integer('page_count'),
    renderedAt: timestamp('rendered_at', { withTimezone: true }),
    /**
     * When production marked the file printed (issue 34 point 2) and who: the staff member's name at
     * the time, kept as text like the order history's, so it outlives their removal. Null: not printed.
     */
    printedAt: timestamp('printed_at', { withTimezone: true }),
    printedBy: text('printed_by'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('order_print_files_line_part').on(t.lineId, t.part),
    check('order_print_files_part', sql`${t.part} in (${sqlList(PRINT_FILE_PARTS)})`),
    check('order_print_files_state', sql`${t.state} in (${sqlList(PRINT_FILE_STATES)})`),
    check('order_print_files_attempts', sql`${t.attempts} >= 0`),
    check('order_print_files_printed', sql`(${t.printedAt} is null) = (${t.printedBy} is null)`),
    index('order_print_files_due').on(t.state, t.leaseUntil),
    index('order_print_files_order').on(t.orderId),
  ],
)

/**
 * What a staff member may do (lib/backoffice/permissions.ts): the owner everything, production the
 * print files and production/shipping states, support the customers, cancellations and notes.
 */
export const STAFF_ROLES = ['owner', 'production', 'support'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/**
 * Customers who may use the back office. The TOTP secret is sealed (AES-GCM under a key derived from
 * AUTH_SECRET); `totpLastStep` is the last accepted time step, so a code is accepted once only.
 * Wrong codes are counted per member, not per sign-in, so signing in again gives no fresh guesses.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    customerId: uuid('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** No default: whoever adds a member names the role (staff:add the first owner, an owner the rest). */
    role: text('role').$type<StaffRole>().notNull(),
    totpSecretSealed: text('totp_secret_sealed'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    totpLastStep: integer('totp_last_step'),
    /** Wrong second-factor codes since the last right one, over all sign-ins (ADR 0050). */
    totpFailures: integer('totp_failures').notNull().default(0),
    /** Too many wrong codes: no second factor is checked before this time. */
    totpLockedUntil: timestamp('totp_locked_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [check('staff_members_role', sql`${t.role} in (${sqlList(STAFF_ROLES)})`)],
)

export const STAFF_SESSION_STAGES = ['password', 'full'] as const
export type StaffSessionStage = (typeof STAFF_SESSION_STAGES)[number]

/**
 * Back-office sessions, separate from the shop's customer sessions: the cookie is scoped to
 * /backoffice, and a session is only `full` after the second factor. Stored as a SHA-256 of the token.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => staffMembers.customerId, { onDelete: 'cascade' }),
    stage: text('stage').$type<StaffSessionStage>().notNull(),
    /** Wrong second-factor codes in this session; too many end it. */
    failedCodes: integer('failed_codes').notNull().default(0),
    /** During enrolment: the new secret (sealed) until the first code confirms it. */
    pendingSecretSealed: text('pending_secret_sealed'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('staff_sessions_stage', sql`${t.stage} in (${sqlList(STAFF_SESSION_STAGES)})`),
    index('staff_sessions_customer').on(t.customerId),
  ],
)

/**
 * An owner's invitation into the back office (issue 34 point 6): the e-mailed link carries a random
 * token, stored only as its SHA-256. Accepting makes (or joins) the shop account of that address and
 * adds the staff row with the role; the second factor is then enrolled at the first sign-in.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The owner who invited; kept as a name too, so the list outlives their removal. */
    invitedBy: uuid('invited_by').references(() => customers.id, { onDelete: 'set null' }),
    invitedByName: text('invited_by_name').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('staff_invitations_role', sql`${t.role} in (${sqlList(STAFF_ROLES)})`),
    index('staff_invitations_email').on(t.email),
  ],
)

/**
 * A staff member's own token for the order export API (an accounting tool, ADR 0087). Only the
 * SHA-256 is stored; it acts with its member's role and goes with them (cascade). Never shared.
 */
export const staffApiTokens = pgTable('staff_api_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  customerId: uuid('customer_id')
    .notNull()
    .references(() => staffMembers.customerId, { onDelete: 'cascade' }),
  /** What the member calls it ("DATEV-Import"), to tell tokens apart. */
  label: text('label').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  createdAt: createdAt(),
})

export type OrderPrintFileRow = typeof orderPrintFiles.$inferSelect
export type StaffMemberRow = typeof staffMembers.$inferSelect
export type StaffSessionRow = typeof staffSessions.$inferSelect
export type StaffInvitationRow = typeof staffInvitations.$inferSelect
export type StaffApiTokenRow = typeof staffApiTokens.$inferSelect
