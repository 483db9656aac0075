import { z } from 'zod'
import { shopCurrencySchema } from '@/lib/shop/sales/pricing/shop-currency'
import {
  FORMAT_GROUP_KEYS,
  PHOTO_OPTION_GROUPS,
  WALL_ART_ACCESSORY_KEYS,
  WALL_ART_MAX_QUANTITY,
} from './extras'
import { CANVAS_EDGES } from '@/lib/model/wall-art-keys'
import { FRAME_COLOURS, FRAME_TYPE_KEYS, MAT_TYPES } from './frames'
import { FRAMEABLE_MATERIALS, WALL_ART_MATERIAL_KEYS, type WallArtMaterial } from './materials'

/** Query schemas of the wall-art endpoints (/web-api/product-selection-photo-frame/*, /price-api/prices/*). */

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max)
const keys = <T extends Record<string, unknown>>(table: T) =>
  Object.keys(table) as [keyof T & string, ...(keyof T & string)[]]

export const formatSchema = z
  .string()
  .max(20)
  .regex(/^[1-9][0-9]*x[1-9][0-9]*$/, 'must be width x height in mm, e.g. 300x400')
  .describe('Format as WxH in millimetres, e.g. 300x400')
const material = z.enum(WALL_ART_MATERIAL_KEYS).describe('Material, e.g. poster, leinwand, acrylglas')
const frameable = z
  .enum(FRAMEABLE_MATERIALS as [WallArtMaterial, ...WallArtMaterial[]])
  .describe(
    'Material of the framed print: poster, hahnemuehle, leinwand, acrylglas, aludibond, forexplatte, gallerybond',
  )
const frameType = z.enum(FRAME_TYPE_KEYS).describe('Frame type (the spec’s key), e.g. holzrahmen')
const frameFields = {
  frameColour: z.enum(FRAME_COLOURS).optional().describe('Frame colour; black by default'),
  matSize: z
    .enum(['0', '30'])
    .transform((v) => (v === '30' ? 30 : 0) as 0 | 30)
    .optional()
    .describe('Mat width in mm: 0 or 30; default the frame type’s'),
  matType: z.enum(MAT_TYPES).optional().describe('none or white; default the frame type’s'),
}
const photoOptions = {
  colour: z.enum(keys(PHOTO_OPTION_GROUPS.colour.options)).default('original').describe('Colour option'),
  retouch: z.enum(keys(PHOTO_OPTION_GROUPS.retouch.options)).default('none').describe('Image enhancement'),
  border: z.enum(keys(PHOTO_OPTION_GROUPS.border.options)).default('none').describe('White border'),
}
const quantity = int(1, WALL_ART_MAX_QUANTITY).default(1).describe('Number of pieces')

/**
 * The canvas edge and depth a configurator shows with the price. Neither changes it: the spec names
 * no surcharge for a 40 mm stretcher bar (ADR 0058); they are accepted so one query describes the piece.
 */
const canvasFields = {
  canvasEdge: z
    .enum(CANVAS_EDGES)
    .optional()
    .describe('Canvas (leinwand): mirror, stretch or color; no price effect'),
  canvasDepthMm: z
    .enum(['20', '40'])
    .transform((v) => (v === '40' ? 40 : 20) as 20 | 40)
    .optional()
    .describe('Canvas (leinwand): stretcher bar depth in mm, 20 or 40; the same price'),
}

export const articleQuerySchema = z.strictObject({
  materialType: material,
  format: formatSchema,
  frameType: frameType.optional().describe('Frame type, or none for an unframed article'),
  ...frameFields,
  ...canvasFields,
  ...photoOptions,
  quantity,
  currency: shopCurrencySchema,
})
export type ArticleQuery = z.output<typeof articleQuerySchema>

/** The product selection prices framed prints: a frame type is required and the material must take one. */
export const framedArticleQuerySchema = articleQuerySchema.extend({ materialType: frameable, frameType })

const formatListBase = {
  materialType: material,
  frameType: frameType.optional(),
  ...frameFields,
  currency: shopCurrencySchema,
}
export const formatGroupQuerySchema = z.strictObject({
  formatGroup: z.enum(FORMAT_GROUP_KEYS).describe('Format group, e.g. din or square'),
  ...formatListBase,
})
export type FormatGroupQuery = z.output<typeof formatGroupQuerySchema>
export const formatsQuerySchema = z.strictObject({
  formats: z.array(formatSchema).min(1).max(50).describe('Formats as formats[], each WxH in mm'),
  ...formatListBase,
})
export type FormatsQuery = z.output<typeof formatsQuerySchema>

export const framedFormatGroupQuerySchema = formatGroupQuerySchema.extend({
  materialType: frameable,
  frameType,
})
export const framedFormatsQuerySchema = formatsQuerySchema.extend({ materialType: frameable, frameType })

export const materialQuerySchema = z.strictObject({
  materialType: material.optional().describe('Only this material'),
  currency: shopCurrencySchema,
})
export const formatLimitsQuerySchema = z.strictObject({
  materialType: material.optional().describe('Only this material'),
})
export const frameQuerySchema = z.strictObject({
  frameType,
  format: formatSchema,
  ...frameFields,
  currency: shopCurrencySchema,
})
export const accessoryQuerySchema = z.strictObject({
  accessoryType: z.enum(WALL_ART_ACCESSORY_KEYS).optional().describe('Only this accessory'),
  quantity,
  currency: shopCurrencySchema,
})
export const currencyOnlyQuerySchema = z.strictObject({ currency: shopCurrencySchema })
