import type { PaymentMethod } from '@/lib/model/orders'
import type { CheckoutQuote } from '@/lib/shop/sales/checkout/quote'
import type { ShippingMethod } from '@/lib/shop/sales/pricing/schema'

/**
 * The corrections a new quote forces on the form: a shipping method the quote lists as not offered
 * (another country, no Saturday outside Germany) falls back to the one the server priced, and invoice
 * falls back to prepayment below the invoice minimum. A method the quote simply has not caught up with
 * yet (the shopper just clicked it and the request is under way) is left alone: comparing with the
 * quote's priced method instead snapped every new choice back to the old one.
 */
export function fallbackChoices(
  quote: Pick<CheckoutQuote, 'shippingMethods' | 'shippingMethod' | 'invoiceAllowed'>,
  shippingMethod: ShippingMethod,
  paymentMethod: PaymentMethod,
): { shippingMethod?: ShippingMethod; paymentMethod?: PaymentMethod } {
  const offered = quote.shippingMethods.find((m) => m.method === shippingMethod)?.available ?? false
  return {
    ...(offered ? {} : { shippingMethod: quote.shippingMethod }),
    ...(paymentMethod === 'invoice' && !quote.invoiceAllowed ? { paymentMethod: 'prepayment' as const } : {}),
  }
}
