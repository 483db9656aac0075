import { sql } from 'drizzle-orm'
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { BRAND_KEYS, type BrandKey } from '../config/brands'
import type { LocaleCode } from '../config/locales'
import type { OccasionKey, ProductKindKey } from '../shop/catalog/keys'

/**
 * The one schema of the shop. drizzle-kit reads this file to generate lib/db/migrations, so every table
 * lives here (split by concern into more files only once it grows, re-exported from here).
 *
 * Translatable copy is stored as jsonb keyed by locale code rather than in a translations table: the
 * catalogue is small, read far more often than written, and a row with all its languages is one read.
 * Readers resolve a locale along lib/config/locales.ts fallbackChain (see lib/shop/catalog).
 */

/** Text per locale code, e.g. { 'de-DE': 'Karten', 'en-GB': 'Cards' }; de-DE is always present. */
export type LocalizedText = Partial<Record<LocaleCode, string>>

// Literal SQL because check constraints cannot take bind parameters; the keys are our own constants.
const brandList = BRAND_KEYS.map((key) => `'${key}'`).join(', ')

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

export const productKinds = pgTable(
  'product_kinds',
  {
    key: text('key').$type<ProductKindKey>().primaryKey(),
    /** The channels that sell this kind; a kind sold by both brands is one row, not two. */
    brands: text('brands').array().$type<BrandKey[]>().notNull(),
    position: integer('position').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    /** URL segment per locale; null for a kind that has no overview page of its own yet. */
    slug: jsonb('slug').$type<LocalizedText>(),
    createdAt: createdAt(),
  },
  (t) => [
    // The brand list is data in lib/config/brands.ts; the constraint keeps typos out of the table.
    check(
      'product_kinds_brands_known',
      sql`cardinality(${t.brands}) > 0 and ${t.brands} <@ array[${sql.raw(brandList)}]::text[]`,
    ),
    // Readers fall back to de-DE last, so it must exist (lib/shop/catalog/localized-text.ts).
    check('product_kinds_text_default_locale', sql`${t.name} ? 'de-DE' and ${t.description} ? 'de-DE'`),
  ],
)

export const occasions = pgTable(
  'occasions',
  {
    key: text('key').$type<OccasionKey>().primaryKey(),
    position: integer('position').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('occasions_name_default_locale', sql`${t.name} ? 'de-DE'`)],
)

export type ProductKindRow = typeof productKinds.$inferSelect
export type NewProductKind = typeof productKinds.$inferInsert
export type OccasionRow = typeof occasions.$inferSelect
export type NewOccasion = typeof occasions.$inferInsert
