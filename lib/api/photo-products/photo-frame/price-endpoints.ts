import { z } from 'zod'
import { defineEndpoint } from '@/lib/api/endpoint'
import { shopCurrencySchema } from '@/lib/shop/sales/pricing/shop-currency'
import {
  articleResponse,
  currency,
  formatGroupPricesResponse,
  formatsPricesResponse,
  lengthUnit,
  minor,
  withLengthUnitField,
} from '@/lib/shop/photo-products/photo-frame/responses'
import {
  accessoryQuerySchema,
  articleQuerySchema,
  currencyOnlyQuerySchema,
  formatGroupQuerySchema,
  formatsQuerySchema,
  frameQuerySchema,
} from '@/lib/shop/photo-products/photo-frame/schema'
import { WALL_ART_MATERIAL_KEYS } from '@/lib/shop/photo-products/photo-frame/materials'

/** Wall-art price lists of the spec's /price-api contract (spec 7, "Prices"); photo boxes: lib/shop/photo-products/photobox. */
const tags = ['prices', 'wall-art']
const combination = { 422: 'A size, frame, colour or mat the material is not made in' }

export const articlePriceEndpoint = defineEndpoint({
  method: 'GET',
  path: '/price-api/prices/article',
  summary: 'Price of a wall-art article of any material, framed or not',
  tags,
  query: articleQuerySchema,
  response: withLengthUnitField(articleResponse),
  errors: combination,
})

export const formatGroupPriceEndpoint = defineEndpoint({
  method: 'GET',
  path: '/price-api/prices/format-group',
  summary: 'Price of every format of a format group in a material (optionally framed)',
  tags,
  query: formatGroupQuerySchema,
  response: withLengthUnitField(formatGroupPricesResponse),
  errors: combination,
})

export const formatsPriceEndpoint = defineEndpoint({
  method: 'GET',
  path: '/price-api/prices/formats',
  summary: 'Price of each given format in a material (optionally framed)',
  tags,
  query: formatsQuerySchema,
  response: withLengthUnitField(formatsPricesResponse),
  errors: combination,
})

export const formatGroupPricesImagesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/price-api/prices/format-group-prices-images',
  summary: 'Format groups of a material with their lowest price and a picture of the sizes',
  tags,
  query: z.strictObject({
    materialType: z.enum(WALL_ART_MATERIAL_KEYS).default('poster').describe('Material'),
    currency: shopCurrencySchema,
  }),
  response: z.object({
    materialType: z.string(),
    currency,
    formatGroups: z.array(
      z.object({
        formatGroup: z.string(),
        name: z.string(),
        priceFrom: minor.nullable(),
        image: z.string().describe('SVG data URI drawing the group’s formats to scale'),
      }),
    ),
    lengthUnit,
  }),
})

export const accessoryPriceEndpoint = defineEndpoint({
  method: 'GET',
  path: '/price-api/prices/accessory',
  summary: 'Prices of wall-art accessories (hanging kit, rail, spacers, easel back)',
  tags,
  query: accessoryQuerySchema,
  response: z.object({
    currency,
    accessories: z.array(
      z.object({
        accessoryType: z.string(),
        name: z.string(),
        unitPrice: minor,
        quantity: z.number().int(),
        total: minor,
      }),
    ),
    lengthUnit,
  }),
})

export const framePriceEndpoint = defineEndpoint({
  method: 'GET',
  path: '/price-api/prices/frame',
  summary: 'Price of a frame (and mat) alone for a print of the given size',
  tags,
  query: frameQuerySchema,
  response: z.object({
    frameType: z.string(),
    frameColour: z.string(),
    matSize: z.number().int(),
    matType: z.string(),
    format: z.string(),
    currency,
    frame: minor,
    mat: minor,
    total: minor,
    outerWidthMm: z.number().int(),
    outerHeightMm: z.number().int(),
    lengthUnit,
  }),
  errors: { 422: 'A colour or mat the frame is not made with' },
})

export const photoOptionsGroupsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/price-api/prices/photo-options-groups',
  summary:
    'Image options (colour, enhancement, border) and photo-print choices (format, paper, border) in groups, with prices',
  tags,
  query: currencyOnlyQuerySchema,
  response: z.object({
    currency,
    groups: z.array(
      z.object({
        group: z.string(),
        name: z.string(),
        options: z.array(z.object({ option: z.string(), price: minor })),
      }),
    ),
    lengthUnit,
  }),
})
