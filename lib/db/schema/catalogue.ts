import { sql } from 'drizzle-orm'
import { check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { BRAND_KEYS, type BrandKey } from '@/lib/config/brands'
import type { CategoryKey, OccasionKey, ProductKindKey } from '@/lib/model/catalog-keys'
import { createdAt, hasDefaultLocale, sqlList, type LocalizedText } from './shared'

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
      sql`cardinality(${t.brands}) > 0 and ${t.brands} <@ array[${sqlList(BRAND_KEYS)}]::text[]`,
    ),
    // Readers fall back to de-DE last, so it must exist (lib/shop/catalogue/localized-text.ts).
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

/** Card purposes and photo book topics; designs link to them many-to-many (design_categories). */
export const categories = pgTable(
  'categories',
  {
    key: text('key').$type<CategoryKey>().primaryKey(),
    /** The kind whose overview lists this category (card purposes vs photo book topics). */
    kind: text('kind')
      .$type<ProductKindKey>()
      .notNull()
      .references(() => productKinds.key),
    position: integer('position').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('categories_name_default_locale', hasDefaultLocale(t.name))],
)

export type ProductKindRow = typeof productKinds.$inferSelect
export type NewProductKind = typeof productKinds.$inferInsert
export type OccasionRow = typeof occasions.$inferSelect
export type NewOccasion = typeof occasions.$inferInsert
export type CategoryRow = typeof categories.$inferSelect
export type NewCategory = typeof categories.$inferInsert
