import { z } from 'zod'
import { defineEndpoint } from '@/lib/api/endpoint'

export const orderInvoiceEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/orders/{number}/invoice',
  summary:
    'The invoice of an order as PDF (application/pdf); only for the customer or the visitor who placed it',
  tags: ['orders'],
  response: z.string().describe('application/pdf bytes, as an attachment named Rechnung-<number>.pdf'),
  errors: { 404: 'No such order of this customer or visitor, or it has no invoice' },
})

export const orderCancellationInvoiceEndpoint = defineEndpoint({
  method: 'GET',
  path: '/web-api/orders/{number}/cancellation-invoice',
  summary:
    'The cancellation invoice (Stornorechnung) of a cancelled, invoiced order as PDF; only for the customer or the visitor who placed it',
  tags: ['orders'],
  response: z.string().describe('application/pdf bytes, as an attachment named Stornorechnung-<number>.pdf'),
  errors: { 404: 'No such order of this customer or visitor, or it has no cancellation invoice' },
})

export const reorderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/web-api/orders/{number}/reorder',
  summary:
    'Copies the lines of an earlier order into the current cart, priced anew; an HTML form post is answered with 303 to the cart',
  tags: ['orders'],
  response: z.object({
    added: z.number().int().describe('Lines put into the cart'),
    skipped: z
      .array(z.object({ name: z.string(), reason: z.string() }))
      .describe('Lines that can no longer be ordered, with the reason'),
    cartPath: z.string().describe('The cart page to go to'),
  }),
  errors: {
    404: 'No such order of this customer or visitor',
    422: 'The order was placed in the other shop',
  },
})
