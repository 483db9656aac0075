import { z } from 'zod'
import { ASPECT_RATIO_KEYS, DESIGN_SORT_KEYS, DESIGN_STYLE_KEYS } from '@/lib/model/design-keys'
import { PHOTOBOOK_CATEGORY_KEYS } from '@/lib/model/catalog-keys'
import { shopCurrencySchema } from '@/lib/shop/sales/pricing/shop-currency'
import {
  PHOTOBOOK_BINDINGS,
  PHOTOBOOK_COVERS,
  PHOTOBOOK_FORMAT_KEYS,
  PHOTOBOOK_LAMINATIONS,
  PHOTOBOOK_MAX_AMOUNT,
  PHOTOBOOK_PAPER_KEYS,
  PHOTOBOOK_TYPE_KEYS,
} from './config'

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max)
const unique = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item)
    .max(max)
    .refine((list) => new Set(list).size === list.length, 'each value at most once')

export const designGroupSetIdSchema = int(1, 999_999).describe('Design group set id (designGroupSetId)')

export const photobookSetListQuerySchema = z.strictObject({
  categoryIds: unique(z.enum(PHOTOBOOK_CATEGORY_KEYS), 40)
    .optional()
    .describe('Categories, as categoryIds[]'),
  aspectRatio: unique(z.enum(ASPECT_RATIO_KEYS), 3).optional().describe('Shapes, as aspectRatio[]'),
  style: unique(z.enum(DESIGN_STYLE_KEYS), 10).optional().describe('Styles, as style[]'),
  sort: z.enum(DESIGN_SORT_KEYS).default('popularity').describe('popularity or newest'),
  offset: int(0, 10_000).default(0).describe('Sets to skip (show more)'),
  limit: int(1, 48).default(12).describe('Sets per page'),
  currency: shopCurrencySchema,
})
export type PhotobookSetListQuery = z.output<typeof photobookSetListQuerySchema>

export const photobookSetQuerySchema = z.strictObject({
  designGroupSetId: designGroupSetIdSchema,
  currency: shopCurrencySchema,
})

export const photobookPriceQuerySchema = z.strictObject({
  designGroupSetId: designGroupSetIdSchema
    .optional()
    .describe('If given, the set must offer type and format'),
  type: z.enum(PHOTOBOOK_TYPE_KEYS).describe('digitalfotobuch, echtfotobuch or fotoheft'),
  format: z.enum(PHOTOBOOK_FORMAT_KEYS).describe('din-landscape, din-portrait or square'),
  cover: z.enum(PHOTOBOOK_COVERS).optional().describe('hard or soft; default the type’s first'),
  binding: z.enum(PHOTOBOOK_BINDINGS).optional().describe('Must be the type’s binding if sent'),
  paper: z.enum(PHOTOBOOK_PAPER_KEYS).optional().describe('Paper type; default the type’s first'),
  coverLamination: z.enum(PHOTOBOOK_LAMINATIONS).default('glossy').describe('glossy or matt'),
  pageCount: int(1, 1000).optional().describe('Pages; the type’s minimum by default, in its steps'),
  amount: int(1, PHOTOBOOK_MAX_AMOUNT).default(1).describe('Number of copies'),
  currency: shopCurrencySchema,
})
export type PhotobookPriceQuery = z.output<typeof photobookPriceQuerySchema>
