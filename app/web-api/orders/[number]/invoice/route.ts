import { invoicePdfFor } from '@/lib/shop/invoices/download'
import { orderPdfRoute } from '@/lib/shop/invoices/pdf-route'

/** GET /web-api/orders/{number}/invoice (lib/shop/orders/endpoints.ts orderInvoiceEndpoint). */
export const GET = orderPdfRoute(
  invoicePdfFor,
  (number) => `You have no order ${number} with an invoice.`,
  'invoice',
)
