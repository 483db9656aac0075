import { defineEndpoint } from '@/lib/api/endpoint'
import { cartViewSchema } from '@/lib/api/sales/cart/endpoints'
import { accessoryOrderSchema } from '@/lib/shop/sales/cart/accessory-order'

export const cardAccessoryOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/web-api/card-accessory-order',
  summary:
    'Put accessories bought on their own (envelopes) in the visitor’s cart in one go, each as its own line; all or none',
  tags: ['cart'],
  body: accessoryOrderSchema,
  response: cartViewSchema,
  errors: {
    422: 'An unknown accessory, one sold only with a card, a quantity that is not a step, a full cart, or a brand that sells no card accessories (MYPOSTER)',
  },
})
