import { z } from 'zod'
import { BASKET_CURRENCIES, DELIVERY_COUNTRIES } from '@/lib/config/shipping'
import { defineEndpoint } from '@/lib/api/endpoint'
import {
  cardQuoteInputSchema,
  deliveryCountrySchema,
  SHIPPING_METHODS,
} from '@/lib/shop/sales/pricing/schema'

/** Price endpoints of the spec's /web-api contract, described once for handlers and OpenAPI. */

const minor = z
  .number()
  .int()
  .describe('Amount in minor units (cents/Rappen): gross incl. VAT, net in the US (sales tax added)')

export const cardPriceEndpoint = defineEndpoint({
  method: 'POST',
  path: '/web-api/card-price',
  summary: 'Price of one card line: per piece and total, incl. VAT, excl. shipping',
  tags: ['prices'],
  body: cardQuoteInputSchema,
  response: z.object({
    productType: z.string(),
    format: z.string(),
    country: z.enum(DELIVERY_COUNTRIES),
    currency: z.enum(BASKET_CURRENCIES),
    vatBasisPoints: z.number().int().describe('VAT rate in basis points, e.g. 1900 = 19 %'),
    quantity: z.number().int(),
    unitPrice: minor,
    total: minor,
    lines: z.array(z.object({ kind: z.string(), key: z.string(), unitPrice: minor, total: minor })),
  }),
  errors: { 422: 'A combination the product does not allow, e.g. a refinement on a paper without one' },
})

export const shippingInformationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/shipping-information',
  summary: 'Shipping methods and prices for a delivery country (US: USD, net, with delivery days)',
  tags: ['prices'],
  query: z.strictObject({ country: deliveryCountrySchema }),
  response: z.object({
    country: z.enum(DELIVERY_COUNTRIES),
    currency: z.enum(BASKET_CURRENCIES),
    taxMode: z
      .enum(['vat', 'sales-tax'])
      .describe('vat: prices incl. VAT; sales-tax (US): net, sales tax added at checkout'),
    methods: z.array(
      z.object({
        method: z.enum(SHIPPING_METHODS),
        price: minor,
        deliveryDays: z
          .object({ from: z.number().int(), to: z.number().int() })
          .nullable()
          .describe('Business days from hand-over to delivery, where the shop states them (US)'),
      }),
    ),
  }),
})
