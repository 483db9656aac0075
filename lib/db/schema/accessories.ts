import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core'
import type { PaperKey } from '@/lib/config/catalog'
import {
  ACCESSORY_KIND_KEYS,
  ENVELOPE_SUBTYPE_KEYS,
  type AccessoryColour,
  type AccessoryKindKey,
} from '@/lib/model/accessory-keys'
import { papers } from './print'
import { createdAt, hasDefaultLocale, sqlList, type LocalizedText } from './shared'

/** What lib/shop/catalogue/sku.ts buildEnvelopeSku writes, in SQL (integers concatenate as digits). */
const envelopeSkuOf = (t: {
  subtype: AnyPgColumn
  colour: AnyPgColumn
  widthMm: AnyPgColumn
  heightMm: AnyPgColumn
}) => sql`'envelope-' || ${t.subtype} || '-' || ${t.colour} || '-' || ${t.widthMm} || 'x' || ${t.heightMm}`

/**
 * Envelopes, inlays, ribbons, screws, holders, tags and punchings, one row per orderable variant.
 * The SKU is the key the cart and the price API use (lib/shop/catalogue/sku.ts builds and parses it);
 * the columns hold its parts so listings filter without parsing strings.
 */
export const accessories = pgTable(
  'accessories',
  {
    sku: text('sku').primaryKey(),
    kind: text('kind').$type<AccessoryKindKey>().notNull(),
    /** Envelope flap, ribbon material, holder foot, tag shape or punching shape; null for screws, inlays. */
    subtype: text('subtype'),
    colour: text('colour').$type<AccessoryColour>(),
    /** Only inlays are cut from one of the catalogue papers. */
    paper: text('paper')
      .$type<PaperKey>()
      .references(() => papers.key),
    widthMm: integer('width_mm'),
    heightMm: integer('height_mm'),
    position: integer('position').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    /** The key lib/shop/sales/pricing prices this variant by (e.g. one price for all C6 envelopes). */
    priceKey: text('price_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('accessories_kind_position').on(t.kind, t.position),
    check('accessories_kind_known', sql`${t.kind} in (${sqlList(ACCESSORY_KIND_KEYS)})`),
    // SKUs are split on dashes (spec section 3), so the parts themselves must not contain one.
    check('accessories_colour_segment', sql`${t.colour} ~ '^[a-z]+$'`),
    check(
      'accessories_size',
      sql`(${t.widthMm} is null and ${t.heightMm} is null) or (${t.widthMm} > 0 and ${t.heightMm} > 0)`,
    ),
    // An envelope is fully described by its SKU; the row must say the same thing the SKU says.
    check(
      'accessories_envelope_sku',
      sql`${t.kind} <> 'envelope' or (${t.subtype} in (${sqlList(ENVELOPE_SUBTYPE_KEYS)}) and ${t.colour} is not null and ${t.widthMm} > 0 and ${t.sku} = ${envelopeSkuOf(t)})`,
    ),
    check('accessories_name_default_locale', hasDefaultLocale(t.name)),
  ],
)

export type AccessoryRow = typeof accessories.$inferSelect
export type NewAccessory = typeof accessories.$inferInsert
