import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import type { FormatKey } from '@/lib/config/catalog'
import type { PunchingShape } from '@/lib/model/accessory-keys'
import {
  ASPECT_RATIO_KEYS,
  type AspectRatioKey,
  type ColourKey,
  type DesignLabelKey,
  type DesignStyleKey,
} from '@/lib/model/design-keys'
import type { CategoryKey, OccasionKey } from '@/lib/model/catalog-keys'
import type { ProductTypeKey } from '@/lib/model/product-types'
import { categories, occasions } from './catalogue'
import { formats, productTypes } from './print'
import { createdAt, hasDefaultLocale, sqlList, type LocalizedText } from './shared'

/** A family of matching designs (invitation, menu, place card ... in one look); /themes/{id}. */
export const themes = pgTable(
  'themes',
  {
    // Integer ids from the old shop's URLs (spec: default theme 1461), so assigned, not generated.
    id: integer('id').primaryKey(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>(),
    occasion: text('occasion')
      .$type<OccasionKey>()
      .references(() => occasions.key),
    /** Shown as a set page: the designs are meant to be ordered together. */
    isSet: boolean('is_set').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('themes_id_positive', sql`${t.id} > 0`),
    check('themes_name_default_locale', hasDefaultLocale(t.name)),
    index('themes_occasion').on(t.occasion),
  ],
)

export const designs = pgTable(
  'designs',
  {
    // Assigned by the design generator so that regenerating updates rather than duplicates.
    id: integer('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    themeId: integer('theme_id').references(() => themes.id, { onDelete: 'set null' }),
    productType: text('product_type')
      .$type<ProductTypeKey>()
      .notNull()
      .references(() => productTypes.key),
    format: text('format')
      .$type<FormatKey>()
      .references(() => formats.key),
    /** The one occasion the title and description name (spec: "names category and occasion"). */
    occasion: text('occasion')
      .$type<OccasionKey>()
      .references(() => occasions.key),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    // Styles, colours and labels are checked by zod on write (lib/shop/catalogue/design-schema.ts), not
    // here: the design team grows those lists, and a new colour should not need a migration.
    colours: text('colours').array().$type<ColourKey[]>().notNull(),
    style: text('style').$type<DesignStyleKey>().notNull(),
    labels: text('labels')
      .array()
      .$type<DesignLabelKey[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Punchings this design is laid out for besides none (filter key "punching"). */
    punchings: text('punchings')
      .array()
      .$type<PunchingShape[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    aspectRatio: text('aspect_ratio').$type<AspectRatioKey>().notNull(),
    popularity: integer('popularity').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The design document, validated by lib/shop/design-print/design when written and read; opaque here. */
    template: jsonb('template').notNull(),
    /** Storage key of the rendered preview image; null until rendered. */
    previewKey: text('preview_key'),
  },
  (t) => [
    // Listing pages: occasion (+ product type), sorted by popularity or newest; id keeps paging stable.
    // The orderings match lib/shop/catalogue/design-query.ts exactly, nulls last included, so a page is
    // read straight off an index instead of sorting every matching design.
    index('designs_listing_popular').on(t.occasion, t.productType, t.popularity.desc(), t.id),
    index('designs_listing_newest').on(t.occasion, t.productType, t.createdAt.desc(), t.id.desc()),
    index('designs_type_popular').on(t.productType, t.popularity.desc(), t.id),
    index('designs_theme').on(t.themeId, t.popularity.desc()),
    index('designs_labels').using('gin', t.labels),
    index('designs_colours').using('gin', t.colours),
    check('designs_id_positive', sql`${t.id} > 0`),
    // At least one letter: getDesign reads an all-digit path segment as an id, never as a slug.
    check('designs_slug_format', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and ${t.slug} ~ '[a-z]'`),
    check('designs_aspect_ratio_known', sql`${t.aspectRatio} in (${sqlList(ASPECT_RATIO_KEYS)})`),
    check('designs_popularity', sql`${t.popularity} >= 0`),
    check('designs_colours_present', sql`cardinality(${t.colours}) > 0`),
    check('designs_text_default_locale', hasDefaultLocale(t.name, t.description)),
  ],
)

/** Categories are many-to-many: a photo book design can be "travel" and "holiday" at once. */
export const designCategories = pgTable(
  'design_categories',
  {
    designId: integer('design_id')
      .notNull()
      .references(() => designs.id, { onDelete: 'cascade' }),
    category: text('category')
      .$type<CategoryKey>()
      .notNull()
      .references(() => categories.key),
  },
  // Category first: the listing filter asks "which designs are in category c".
  (t) => [
    primaryKey({ columns: [t.category, t.designId] }),
    index('design_categories_design').on(t.designId),
  ],
)

export type ThemeRow = typeof themes.$inferSelect
export type NewTheme = typeof themes.$inferInsert
export type DesignRow = typeof designs.$inferSelect
export type NewDesignRow = typeof designs.$inferInsert
