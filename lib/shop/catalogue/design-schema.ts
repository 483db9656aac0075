import { z } from 'zod'
import { FORMAT_KEYS } from '@/lib/config/catalog'
import { PUNCHING_SHAPE_KEYS } from '@/lib/model/accessory-keys'
import { ASPECT_RATIO_KEYS, COLOUR_KEYS, DESIGN_LABEL_KEYS, DESIGN_STYLE_KEYS } from '@/lib/model/design-keys'
import { CATEGORY_KEYS, OCCASION_KEYS } from '@/lib/model/catalog-keys'
import { localizedTextSchema } from './localized-text'
import { PRODUCT_TYPE_KEYS } from '@/lib/model/product-types'
import { designIdSchema, themeIdSchema } from './schema'

/**
 * A design as the design generator hands it to upsertDesigns. The database checks only what it must
 * (keys that are foreign keys, aspect ratio, slug shape); styles, colours and labels are checked
 * here so that growing those lists is a code change, not a migration.
 */

/** A set of keys: no duplicates, so "has colour x" is a plain containment test. */
const keySet = <T extends readonly [string, ...string[]]>(keys: T) =>
  z
    .array(z.enum(keys))
    .refine((list) => new Set(list).size === list.length, { message: 'must not repeat a key' })

export const newDesignSchema = z.strictObject({
  id: designIdSchema.describe('Stable id assigned by the generator; regenerating updates, never duplicates'),
  slug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'slug must be lower-case words joined by single dashes')
    // getDesign reads an all-digit segment as an id, so a slug needs a letter to be reachable.
    .regex(/[a-z]/, 'slug must contain a letter')
    .max(120)
    .describe('URL segment, unique across designs'),
  themeId: themeIdSchema.nullable().default(null),
  productType: z.enum(PRODUCT_TYPE_KEYS),
  format: z.enum(FORMAT_KEYS).nullable().default(null),
  occasion: z.enum(OCCASION_KEYS).nullable().default(null),
  categories: keySet(CATEGORY_KEYS).default([]),
  name: localizedTextSchema,
  description: localizedTextSchema,
  colours: keySet(COLOUR_KEYS).min(1, 'a design has at least one colour family'),
  style: z.enum(DESIGN_STYLE_KEYS),
  labels: keySet(DESIGN_LABEL_KEYS).default([]),
  punchings: keySet(PUNCHING_SHAPE_KEYS).default([]),
  aspectRatio: z.enum(ASPECT_RATIO_KEYS),
  popularity: z.number().int().min(0).max(2_147_483_647).default(0),
  createdAt: z.coerce.date().optional().describe('When the design went live; now if omitted'),
  // Opaque here: lib/shop/design-print/design owns the document model and validates it before calling upsert.
  template: z.json().refine((value) => value !== null, { message: 'template is required' }),
  previewKey: z.string().min(1).max(500).nullable().default(null),
})

export type NewDesign = z.input<typeof newDesignSchema>
export type ParsedNewDesign = z.output<typeof newDesignSchema>
