import { z } from 'zod'
import { defineEndpoint } from '@/lib/api/endpoint'
import { PRODUCT_KIND_KEYS } from '@/lib/model/catalog-keys'

/**
 * /web-api/sku/container: which page container shows the product behind a SKU (spec: "Product:
 * accessory, calendar, … details"), with the parameters that container needs.
 */
export const skuContainerQuerySchema = z.strictObject({
  sku: z
    .string()
    .min(3)
    .max(80)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)+$/, 'lower-case words joined by dashes, e.g. calendar-2101-a4-quer')
    .describe('Product or accessory SKU'),
})

export const skuContainerEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/sku/container',
  summary: 'The page container and its parameters for a product or accessory SKU',
  tags: ['catalogue'],
  query: skuContainerQuerySchema,
  response: z.object({
    sku: z.string(),
    productKind: z.enum([...PRODUCT_KIND_KEYS, 'accessory']),
    container: z.string().describe('Container name, e.g. calendar-details'),
    params: z.record(z.string(), z.union([z.string(), z.number()])),
  }),
  errors: { 404: 'No product or accessory with that SKU' },
})
