import { z } from 'zod'
import type { Db } from '@/lib/db/types'
import { defineEndpoint } from '@/lib/http/endpoint'
import { findAccessoryBySku } from '@/lib/shop/catalog/accessory-by-sku'
import { PRODUCT_KIND_KEYS } from '@/lib/model/catalog-keys'
import { ShopError } from '@/lib/shop/errors'
import { parseProductSku } from './product-skus'

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

export async function resolveSkuContainer(db: Db, sku: string) {
  const product = parseProductSku(sku)
  if (product) {
    const { productKind, container, ...params } = product
    return { sku, productKind, container, params }
  }
  const accessory = await findAccessoryBySku(db, sku)
  if (accessory) {
    return {
      sku,
      productKind: 'accessory' as const,
      container: 'accessory-details',
      params: { kind: accessory.kind, ...(accessory.priceKey ? { priceKey: accessory.priceKey } : {}) },
    }
  }
  throw new ShopError(`No product or accessory with SKU ${sku}`, { status: 404, field: 'sku' })
}
