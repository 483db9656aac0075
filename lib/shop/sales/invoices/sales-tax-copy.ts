import type { SalesTax } from '@/lib/shop/sales/pricing/sales-tax'
import type { InvoiceDocument } from './document'

/**
 * The US invoice's own texts. Only the en-US shop charges sales tax, so they are English only and
 * live here rather than in every locale's InvoicePdf messages (which stay VAT texts).
 */
export const SALES_TAX_INVOICE_COPY = {
  salesTax: 'Sales tax ({state}, {rate})',
  netNote:
    'All amounts in {currency}. Prices are net; the sales tax of the delivery state is charged as its own line.',
} as const

/** USD is priced only in the sales-tax market (lib/config/shipping.ts), so it marks a US invoice. */
export function isSalesTaxInvoice(invoice: Pick<InvoiceDocument, 'currency' | 'salesTax'>): boolean {
  return invoice.currency === 'USD' || Boolean(invoice.salesTax)
}

/** "Sales tax (NY, 4%)": the state's code and the rate in the reader's percent format. */
export function salesTaxLabel(salesTax: SalesTax, rate: (basisPoints: number) => string): string {
  return SALES_TAX_INVOICE_COPY.salesTax
    .replace('{state}', salesTax.state)
    .replace('{rate}', rate(salesTax.basisPoints))
}
