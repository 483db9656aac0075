import { z } from 'zod'
import { defineEndpoint } from '@/lib/api/endpoint'
import { graduatedLinesSchema } from '@/lib/shop/sales/pricing/graduated-schema'
import { SHOP_CURRENCIES } from '@/lib/shop/sales/pricing/shop-currency'
import {
  photobookPriceQuerySchema,
  photobookSetListQuerySchema,
  photobookSetQuerySchema,
} from '@/lib/shop/photo-products/photobook/schema'

/** Photo book endpoints of the spec's /web-api contract. */

const minor = z.number().int().min(0).describe('Gross amount in minor units (cents) incl. VAT')

const setSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  categories: z.array(z.object({ key: z.string(), name: z.string() })),
  style: z.string(),
  aspectRatios: z.array(z.string()),
  formats: z.array(z.string()),
  types: z.array(z.string()),
  popularity: z.number().int(),
  createdAt: z.string(),
  priceFrom: minor.describe('Cheapest book of the set at its minimum pages'),
  currency: z.enum(SHOP_CURRENCIES),
  preview: z.object({ motif: z.string(), palette: z.array(z.string()) }),
})

export const photobookSetListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/photobook-design-group-set',
  summary: 'Photo book design group sets, filtered by category, aspect ratio and style',
  tags: ['photobook'],
  query: photobookSetListQuerySchema,
  response: z.object({
    total: z.number().int(),
    offset: z.number().int(),
    limit: z.number().int(),
    designGroupSets: z.array(setSummary),
  }),
})

export const photobookSetEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/photobook-design-group-set/{designGroupSetId}',
  summary: 'One photo book design group set with its design groups and book types',
  tags: ['photobook'],
  query: photobookSetQuerySchema,
  response: setSummary.extend({
    designGroups: z.array(
      z.object({
        id: z.number().int(),
        format: z.string(),
        formatName: z.string(),
        aspectRatio: z.string(),
        widthMm: z.number().int(),
        heightMm: z.number().int(),
      }),
    ),
    types: z.array(
      z.object({
        type: z.string(),
        name: z.string(),
        covers: z.array(z.string()),
        binding: z.string(),
        papers: z.array(z.string()),
        pageCounts: z.array(z.number().int()).describe('The page counts the type can have'),
      }),
    ),
  }),
  errors: { 404: 'No set with that id' },
})

export const photobookPriceEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/photobook-price',
  summary: 'Price of a photo book line incl. VAT, excl. shipping',
  tags: ['photobook', 'prices'],
  query: photobookPriceQuerySchema,
  response: z.object({
    type: z.string(),
    format: z.string(),
    cover: z.string(),
    binding: z.string(),
    paper: z.string(),
    coverLamination: z.string(),
    pageCount: z.number().int(),
    amount: z.number().int(),
    currency: z.enum(SHOP_CURRENCIES),
    components: z.array(z.object({ kind: z.string(), key: z.string(), unitPrice: minor })),
    unitPrice: minor,
    lines: graduatedLinesSchema,
    total: minor,
  }),
  errors: { 404: 'No set with that id', 422: 'A combination the book is not made in' },
})
