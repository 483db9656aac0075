import { z } from 'zod'
import { colorSchema } from './colors'
import { mmSide } from './format'
import { assetIdSchema, catalogueIdSchema, cropSchema, idSchema, labelSchema } from './layer-base'
import { layerSchema } from './layers'
import { DESIGN_LIMITS } from './limits'

/**
 * Which side of the product a page is. Inside pages depend on the fold (left/right for a vertical
 * fold, top/bottom for a horizontal one); the document check enforces the pairing. Calendars have a
 * `front` cover, `month` pages and a `back`; photo books a `book-cover` and `spread`s (ADR 0068); a
 * photo box a `front` (its lid) and `print`s, photo prints only `print`s: one photograph each (ADR 0079).
 */
export const PAGE_ROLES = [
  'front',
  'back',
  'inside-left',
  'inside-right',
  'inside-top',
  'inside-bottom',
  'envelope',
  'month',
  'spread',
  'book-cover',
  'print',
] as const
export type PageRole = (typeof PAGE_ROLES)[number]

export const backgroundSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('color'), color: colorSchema }),
  z.strictObject({
    kind: z.literal('pattern'),
    patternId: catalogueIdSchema,
    colors: z.array(colorSchema).min(1, 'a pattern needs at least one colour').max(4),
  }),
  z.strictObject({ kind: z.literal('image'), assetId: assetIdSchema, crop: cropSchema }),
])
export type Background = z.output<typeof backgroundSchema>

export const pageSchema = z.strictObject({
  id: idSchema,
  role: z.enum(PAGE_ROLES),
  name: labelSchema.optional().describe('Shown in the page switcher; defaults to the role'),
  /**
   * On a card only the envelope has its own size (a C6 envelope around an A6 card); every other page
   * is a panel of the document's format, so giving it a size would let the two disagree. A photo
   * book's spreads and cover have the sizes photobookLayout derives, a print the size of its format in
   * the photo's orientation (the document check holds them).
   */
  sizeMm: z.strictObject({ width: mmSide('Page width'), height: mmSide('Page height') }).optional(),
  background: backgroundSchema,
  layers: z
    .array(layerSchema)
    .max(DESIGN_LIMITS.maxLayersPerPage, `a page has at most ${DESIGN_LIMITS.maxLayersPerPage} layers`)
    .describe('Bottom to top'),
})
export type Page = z.output<typeof pageSchema>
export type PageInput = z.input<typeof pageSchema>
