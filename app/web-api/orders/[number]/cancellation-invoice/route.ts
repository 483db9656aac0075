import { cancellationPdfFor } from '@/lib/shop/sales/invoices/download'
import { orderPdfRoute } from '@/lib/api/sales/invoices/pdf-route'

/** GET /web-api/orders/{number}/cancellation-invoice (orderCancellationInvoiceEndpoint). */
export const GET = orderPdfRoute(
  cancellationPdfFor,
  (number) => `You have no cancelled order ${number} with a cancellation invoice.`,
  'cancellation invoice',
)
