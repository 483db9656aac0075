import { sql } from 'drizzle-orm'
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { savedDesigns } from './saved-designs'
import { createdAt, sqlList } from './shared'

/**
 * Sharing a saved design for approval (issue 31 point 8, ADR 0096): a read-only link for partner or
 * parents, versions of the design they comment on and approve. Everything hangs off the saved design
 * and is deleted with it. Validation (lengths, coordinates on the card) lives in
 * lib/shop/design-print/approvals; the checks here only keep impossible rows out.
 */

/** Why a version was kept: the owner shared or saved one, or a reviewer opened a newer state. */
export const DESIGN_VERSION_REASONS = ['share', 'review', 'manual'] as const
export type DesignVersionReason = (typeof DESIGN_VERSION_REASONS)[number]

/** A link to one saved design; the token is its only key, revoking it ends the link for good. */
export const designShares = pgTable(
  'design_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    savedDesignId: uuid('saved_design_id')
      .notNull()
      .references(() => savedDesigns.id, { onDelete: 'cascade' }),
    /** 16 random bytes, base64url: the link's path segment. */
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('design_shares_design').on(t.savedDesignId)],
)

/**
 * A kept state of a saved design: the document as it was at `revision`, numbered 1, 2, … per design.
 * Autosaves are not versions; see ADR 0096 for when one is made and which are pruned.
 */
export const designVersions = pgTable(
  'design_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    savedDesignId: uuid('saved_design_id')
      .notNull()
      .references(() => savedDesigns.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    /** saved_designs.revision this snapshot was taken at: one version per revision. */
    revision: integer('revision').notNull(),
    document: jsonb('document').notNull(),
    reason: text('reason').$type<DesignVersionReason>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('design_versions_number').on(t.savedDesignId, t.number),
    unique('design_versions_revision').on(t.savedDesignId, t.revision),
    check('design_versions_number_positive', sql`${t.number} > 0`),
    check('design_versions_reason', sql`${t.reason} in (${sqlList(DESIGN_VERSION_REASONS)})`),
  ],
)

/** A reviewer's note pinned to a spot of one page of one version: x, y as fractions of the page. */
export const designComments = pgTable(
  'design_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    versionId: uuid('version_id')
      .notNull()
      .references(() => designVersions.id, { onDelete: 'cascade' }),
    /** The link it came through; null once that link's row is gone (comments outlive a revoked link). */
    shareId: uuid('share_id').references(() => designShares.id, { onDelete: 'set null' }),
    pageId: text('page_id').notNull(),
    x: doublePrecision('x').notNull(),
    y: doublePrecision('y').notNull(),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('design_comments_on_page', sql`${t.x} between 0 and 1 and ${t.y} between 0 and 1`),
    index('design_comments_version').on(t.versionId),
  ],
)

/** "Mama approved version 3": one row per name and version; approving again changes nothing. */
export const designApprovals = pgTable(
  'design_approvals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    versionId: uuid('version_id')
      .notNull()
      .references(() => designVersions.id, { onDelete: 'cascade' }),
    shareId: uuid('share_id').references(() => designShares.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('design_approvals_once').on(t.versionId, t.name)],
)

export type DesignShareRow = typeof designShares.$inferSelect
export type DesignVersionRow = typeof designVersions.$inferSelect
export type DesignCommentRow = typeof designComments.$inferSelect
export type DesignApprovalRow = typeof designApprovals.$inferSelect
