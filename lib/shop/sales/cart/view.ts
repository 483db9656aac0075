import type { PricedCart, PricedCartLine } from './price'

/** A cart line as the API and the cart page show it: the priced line without the engine's internals. */
export type CartItemView = Omit<PricedCartLine, 'quote' | 'engineInput'>

/** The cart as the API and the cart page show it: money in minor units, always freshly priced. */
export interface CartView {
  /** Goes up with every change; a tab holding an older revision refetches. */
  revision: number
  country: PricedCart['country']
  currency: PricedCart['currency']
  /** Lines in the cart (the header badge). */
  count: number
  items: CartItemView[]
  samples: { count: number; freeCount: number; paidCount: number; unitPrice: number; total: number } | null
  subtotal: number
  /** Standard shipping to `country`; the checkout offers the other methods. */
  shipping: number
  total: number
  taxMode: PricedCart['taxMode']
  vat: PricedCart['vat']
  /**
   * Always null in the cart: the destination state is known at checkout only, where the summary adds
   * the tax ("Sales tax calculated at checkout"); the checkout quote carries its own.
   */
  salesTax: null
  invoiceAllowed: boolean
  hasErrors: boolean
  /** The line removed last, which "undo" restores. */
  removed: { id: string; name: string | null } | null
}

export function toItemView(line: PricedCartLine): CartItemView {
  const { quote: _quote, engineInput: _input, ...view } = line
  return view
}

export function toCartView(
  revision: number,
  priced: PricedCart,
  removed: { id: string; name: string | null } | null,
): CartView {
  const samples = priced.samples
  return {
    revision,
    country: priced.country,
    currency: priced.currency,
    count: priced.lines.length,
    items: priced.lines.map(toItemView),
    samples: samples
      ? {
          count: samples.count,
          freeCount: samples.freeCount,
          paidCount: samples.paidCount,
          unitPrice: samples.unitPrice,
          total: samples.total,
        }
      : null,
    subtotal: priced.subtotal,
    shipping: priced.shipping,
    // Without the tax the cart's total is goods + shipping, the amount before tax.
    total: priced.total - (priced.salesTax?.amount ?? 0),
    taxMode: priced.taxMode,
    vat: priced.vat,
    salesTax: null,
    invoiceAllowed: priced.invoiceAllowed,
    hasErrors: priced.hasErrors,
    removed,
  }
}
