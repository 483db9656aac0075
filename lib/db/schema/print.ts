import { sql } from 'drizzle-orm'
import { check, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { FORMAT_SERIES, type FormatKey, type PaperKey, type RefinementKey } from '@/lib/config/catalog'
import type { ProductTypeKey } from '@/lib/model/product-types'
import type { ProductKindKey } from '@/lib/model/catalog-keys'
import { productKinds } from './catalogue'
import { createdAt, hasDefaultLocale, sqlList, type LocalizedText } from './shared'

/** What is printed: lib/config/catalog.ts is the source, these tables let listings join on it. */

export const productTypes = pgTable(
  'product_types',
  {
    key: text('key').$type<ProductTypeKey>().primaryKey(),
    kind: text('kind')
      .$type<ProductKindKey>()
      .notNull()
      .references(() => productKinds.key),
    position: integer('position').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    /**
     * The key lib/shop/sales/pricing looks this type's prices up by. Prices per currency live there, not in
     * the database; a separate column lets two types share one price table.
     */
    priceKey: text('price_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('product_types_name_default_locale', hasDefaultLocale(t.name))],
)

export const formats = pgTable(
  'formats',
  {
    key: text('key').$type<FormatKey>().primaryKey(),
    series: text('series').$type<(typeof FORMAT_SERIES)[number]>().notNull(),
    /** Short side first; the design's aspect ratio says which way round it is printed. */
    widthMm: integer('width_mm').notNull(),
    heightMm: integer('height_mm').notNull(),
    position: integer('position').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('formats_series_known', sql`${t.series} in (${sqlList(FORMAT_SERIES)})`),
    check('formats_size', sql`${t.widthMm} > 0 and ${t.widthMm} <= ${t.heightMm}`),
    check('formats_name_default_locale', hasDefaultLocale(t.name)),
  ],
)

export const papers = pgTable(
  'papers',
  {
    key: text('key').$type<PaperKey>().primaryKey(),
    position: integer('position').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('papers_name_default_locale', hasDefaultLocale(t.name))],
)

export const refinements = pgTable(
  'refinements',
  {
    key: text('key').$type<RefinementKey>().primaryKey(),
    position: integer('position').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('refinements_name_default_locale', hasDefaultLocale(t.name))],
)

/** The refinements a paper allows, 'none' included, so the table alone answers "what can I offer". */
export const paperRefinements = pgTable(
  'paper_refinements',
  {
    paper: text('paper')
      .$type<PaperKey>()
      .notNull()
      .references(() => papers.key, { onDelete: 'cascade' }),
    refinement: text('refinement')
      .$type<RefinementKey>()
      .notNull()
      .references(() => refinements.key, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.paper, t.refinement] })],
)

export type ProductTypeRow = typeof productTypes.$inferSelect
export type NewProductType = typeof productTypes.$inferInsert
export type FormatRow = typeof formats.$inferSelect
export type NewFormat = typeof formats.$inferInsert
export type PaperRow = typeof papers.$inferSelect
export type NewPaper = typeof papers.$inferInsert
export type RefinementRow = typeof refinements.$inferSelect
export type NewRefinement = typeof refinements.$inferInsert
export type NewPaperRefinement = typeof paperRefinements.$inferInsert
