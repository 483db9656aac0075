import { z } from 'zod'
import { BASKET_CURRENCIES, DELIVERY_COUNTRIES } from '@/lib/config/shipping'
import { defineEndpoint } from '@/lib/api/endpoint'
import { deliveryCountrySchema } from '@/lib/shop/sales/pricing/schema'

const minor = z.number().int().min(0).describe('Gross amount in minor units (cents/Rappen) incl. VAT')

export const cardAccessoryPriceQuerySchema = z.strictObject({
  sku: z.string().min(3).max(80).describe('Accessory SKU, e.g. envelope-straight-white-162x114'),
  quantity: z.coerce.number().int().min(1).max(5000).default(1).describe('Pieces, 1–5000'),
  country: deliveryCountrySchema,
})

export const cardAccessoryPriceEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/card-accessory-price',
  summary: 'Price of a card accessory bought on its own, per piece and total, incl. VAT',
  tags: ['prices'],
  query: cardAccessoryPriceQuerySchema,
  response: z.object({
    sku: z.string(),
    kind: z.string(),
    priceKey: z.string(),
    country: z.enum(DELIVERY_COUNTRIES),
    currency: z.enum(BASKET_CURRENCIES),
    quantity: z.number().int(),
    unitPrice: minor,
    total: minor,
  }),
  errors: { 404: 'No accessory with that SKU', 422: 'An accessory only sold with a card' },
})
