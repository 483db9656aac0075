import { z } from 'zod'
import { defineEndpoint } from '@/lib/api/endpoint'
import { cartViewSchema, salesTaxSchema, taxModeSchema, vatRowsSchema } from '@/lib/api/sales/cart/endpoints'
import { US_STATE_CODES } from '@/lib/config/us-states'
import { ORDER_STATUSES, PAYMENT_METHODS } from '@/lib/model/orders'
import { SHIPPING_METHODS } from '@/lib/shop/sales/pricing/schema'
import { checkoutQuoteSchema, checkoutSchema } from '@/lib/shop/sales/checkout/schema'

const minor = z.number().int().describe('Minor units: gross incl. VAT, net in the US shop')
const window = z.object({ from: z.string().describe('YYYY-MM-DD'), to: z.string().describe('YYYY-MM-DD') })
const address = z.object({
  firstName: z.string(),
  lastName: z.string(),
  company: z.string().optional(),
  street: z.string(),
  addressLine2: z.string().optional(),
  postcode: z.string(),
  city: z.string(),
  state: z.enum(US_STATE_CODES).optional(),
  phone: z.string().optional(),
  country: z.string(),
})

export const orderViewSchema = z.object({
  number: z.string().describe('Order number, also the bank-transfer reference'),
  status: z.enum(ORDER_STATUSES),
  brand: z.string(),
  locale: z.string(),
  email: z.string(),
  country: z.string(),
  currency: z.string(),
  shippingMethod: z.enum(SHIPPING_METHODS),
  paymentMethod: z.enum(PAYMENT_METHODS),
  billingAddress: address,
  shippingAddress: address,
  lines: z.array(
    z.object({
      kind: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      unitPrice: minor,
      total: minor,
    }),
  ),
  subtotal: minor,
  discount: minor,
  shippingPrice: minor,
  total: minor,
  taxMode: taxModeSchema,
  vat: vatRowsSchema,
  salesTax: salesTaxSchema.nullable().describe('US orders: the sales tax charged; null for VAT orders'),
  voucherCode: z.string().nullable(),
  expectedDelivery: window,
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  createdAt: z.string(),
  events: z.array(z.object({ status: z.enum(ORDER_STATUSES), at: z.string() })),
})

export const checkoutQuoteEndpoint = defineEndpoint({
  method: 'POST',
  path: '/web-api/checkout/quote',
  summary: 'Order summary for a delivery country, shipping method and voucher, priced by the server',
  tags: ['checkout'],
  body: checkoutQuoteSchema,
  errors: {
    422: 'A delivery country this shop does not serve (key country_not_served, shop = the shop to order from)',
  },
  response: z.object({
    cart: cartViewSchema,
    shippingMethods: z.array(
      z.object({
        method: z.enum(SHIPPING_METHODS),
        available: z.boolean(),
        price: minor.nullable(),
        delivery: window,
      }),
    ),
    shippingMethod: z.enum(SHIPPING_METHODS),
    voucher: z
      .union([
        z.object({
          code: z.string(),
          discount: minor,
          balanceAfter: minor
            .optional()
            .describe('Gift vouchers: what stays on the voucher after this order'),
        }),
        z.object({ code: z.string(), refused: z.string(), message: z.string() }),
      ])
      .nullable(),
    discount: minor,
    total: minor,
    taxMode: taxModeSchema,
    vat: vatRowsSchema,
    salesTax: salesTaxSchema
      .nullable()
      .describe('US shop with the shipping address’s state: the "Sales tax" row; else null'),
    invoiceAllowed: z.boolean(),
    invoiceMinimum: minor,
  }),
})

export const placeOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/web-api/checkout/orders',
  summary: 'Place the order of the visitor’s cart; idempotent under idempotencyKey',
  tags: ['checkout'],
  body: checkoutSchema,
  response: z.object({
    created: z.boolean().describe('False when this key had already placed the order'),
    confirmationPath: z.string(),
    order: orderViewSchema,
  }),
  errors: {
    409: 'The idempotency key belongs to another visitor’s order',
    422: 'Empty cart, invoice below the minimum, a method not offered in the country, an unusable voucher, the key of an order placed with another checkout, a delivery country this shop does not serve (key country_not_served, shop = the shop to order from)',
  },
  maxBodyBytes: 16 * 1024,
})

export const cancelOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/web-api/orders/{number}/cancel',
  summary: 'The customer cancels their order (until production starts)',
  tags: ['checkout'],
  response: orderViewSchema,
  errors: { 404: 'No such order of this visitor', 409: 'Production has already started' },
})
