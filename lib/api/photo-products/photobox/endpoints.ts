import { z } from 'zod'
import { defineEndpoint } from '@/lib/api/endpoint'
import { SHOP_CURRENCIES } from '@/lib/shop/sales/pricing/shop-currency'
import { lengthUnit } from '@/lib/shop/photo-products/photo-frame/responses'
import { photoboxDataQuerySchema, photoboxPricesQuerySchema } from '@/lib/shop/photo-products/photobox/schema'

const minor = z.number().int().min(0).describe('Gross amount in minor units (cents) incl. VAT')

export const photoboxDataEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/photobox-data',
  summary: 'Photo box designs (dt41–dt58), box types, print formats with capacity, materials',
  tags: ['photobox'],
  query: photoboxDataQuerySchema,
  response: z.object({
    currency: z.enum(SHOP_CURRENCIES),
    designs: z.array(z.object({ photoboxDesignType: z.string(), name: z.string() })),
    types: z.array(z.object({ photoboxType: z.string(), name: z.string(), price: minor })),
    formats: z.array(
      z.object({
        photoboxFormat: z.string(),
        photoboxFormatString: z.string().describe('Print size in mm, WxH'),
        photoboxQuantityMax: z.number().int().describe('Most prints the box holds'),
        quantityStep: z.number().int(),
        pricePerPrint: minor,
      }),
    ),
    materials: z.array(
      z.object({ photoboxMaterial: z.string(), name: z.string(), surchargePerPrint: minor }),
    ),
  }),
})

export const photoboxPricesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/price-api/prices/photoboxes',
  summary: 'Photo box prices for every number of prints the box holds',
  tags: ['prices', 'photobox'],
  query: photoboxPricesQuerySchema,
  response: z.object({
    photoboxType: z.string(),
    photoboxFormat: z.string(),
    photoboxMaterial: z.string(),
    currency: z.enum(SHOP_CURRENCIES),
    prices: z.array(z.object({ quantity: z.number().int(), total: minor })),
    lengthUnit,
  }),
})
