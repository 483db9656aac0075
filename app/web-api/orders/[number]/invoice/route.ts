import { invoicePdfFor } from '@/lib/shop/sales/invoices/download'
import { orderPdfRoute } from '@/lib/api/sales/invoices/pdf-route'

/** GET /web-api/orders/{number}/invoice (lib/api/sales/orders/endpoints.ts orderInvoiceEndpoint). */
export const GET = orderPdfRoute(
  invoicePdfFor,
  (number) => `You have no order ${number} with an invoice.`,
  'invoice',
)
