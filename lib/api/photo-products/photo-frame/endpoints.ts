import { z } from 'zod'
import { defineEndpoint } from '@/lib/api/endpoint'
import {
  articleResponse,
  currency,
  formatGroupPricesResponse,
  formatLimitsResponse,
  formatsPricesResponse,
  minor,
  withLengthUnitField,
} from '@/lib/shop/photo-products/photo-frame/responses'
import {
  formatLimitsQuerySchema,
  framedArticleQuerySchema,
  framedFormatGroupQuerySchema,
  framedFormatsQuerySchema,
  materialQuerySchema,
} from '@/lib/shop/photo-products/photo-frame/schema'

/** The framed-print product selection of the spec's /web-api contract (spec 7, "Frames"). */
const base = '/web-api/product-selection-photo-frame'
const tags = ['photo-frame']

export const frameDataEndpoint = defineEndpoint({
  method: 'GET',
  path: `${base}/data`,
  summary: 'Materials that take a frame, frame types with colours and default mats, format groups',
  tags,
  query: z.strictObject({}),
  response: z.object({
    materials: z.array(
      z.object({ materialType: z.string(), name: z.string(), frameTypes: z.array(z.string()) }),
    ),
    frameTypes: z.array(
      z.object({
        frameType: z.string(),
        name: z.string(),
        colours: z.array(z.string()),
        defaultColour: z.string(),
        materials: z.array(z.string()),
        defaultMat: z.object({ matSize: z.number().int(), matType: z.string() }),
      }),
    ),
    matSizes: z.array(z.number().int()),
    matTypes: z.array(z.string()),
    formatGroups: z.array(
      z.object({ formatGroup: z.string(), name: z.string(), formats: z.array(z.string()) }),
    ),
  }),
})

export const framePricesFromEndpoint = defineEndpoint({
  method: 'GET',
  path: `${base}/prices-from`,
  summary: 'Lowest price per material over the standard formats, unframed and framed',
  tags,
  query: materialQuerySchema,
  response: z.object({
    currency,
    prices: z.array(
      z.object({ materialType: z.string(), priceFrom: minor.nullable(), framedFrom: minor.nullable() }),
    ),
  }),
})

export const frameFormatLimitsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${base}/format-limits`,
  summary: 'Smallest and largest sizes each material is made in (mm)',
  tags,
  query: formatLimitsQuerySchema,
  response: withLengthUnitField(formatLimitsResponse),
})

const combination = { 422: 'A frame, colour or mat the material or size is not made with' }

export const framePricesFormatGroupEndpoint = defineEndpoint({
  method: 'GET',
  path: `${base}/prices-format-group`,
  summary: 'Framed-print price of every format in a format group',
  tags,
  query: framedFormatGroupQuerySchema,
  response: withLengthUnitField(formatGroupPricesResponse),
  errors: combination,
})

export const framePricesFormatsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${base}/prices-formats`,
  summary: 'Framed-print price of each given format',
  tags,
  query: framedFormatsQuerySchema,
  response: withLengthUnitField(formatsPricesResponse),
  errors: combination,
})

export const framePriceArticleEndpoint = defineEndpoint({
  method: 'GET',
  path: `${base}/price-article`,
  summary: 'Price of a framed print: print, frame, mat and image options, graduated by quantity',
  tags,
  query: framedArticleQuerySchema,
  response: withLengthUnitField(articleResponse),
  errors: { 422: 'A size, frame, colour or mat the material is not made in' },
})
