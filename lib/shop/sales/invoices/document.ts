import type { BrandKey } from '@/lib/config/brands'
import type { MessageLocale } from '@/lib/config/locales'
import { isDeliveryCountry, PAYMENT_TERM_DAYS } from '@/lib/config/shipping'
import type { Address } from '@/lib/shop/sales/checkout/schema'
import type { PaymentMethod } from '@/lib/model/orders'
import type { OrderView } from '@/lib/shop/sales/orders/read'
import { resolveMarket } from '@/lib/shop/sales/pricing/market'
import type { VatAmount } from '@/lib/shop/sales/pricing/money'
import type { SalesTax } from '@/lib/shop/sales/pricing/sales-tax'
import type { ShippingMethod } from '@/lib/shop/sales/pricing/schema'
import type { Seller } from './seller'

/**
 * Everything printed on an invoice, frozen at issue (stored as the invoice row's `document`). Version
 * 1; a later shape adds a version and a reader that upgrades old rows, never rewrites them.
 */
export interface InvoiceDocument {
  version: 1
  number: string
  issuedAt: string
  brand: BrandKey
  locale: MessageLocale
  currency: 'EUR' | 'CHF' | 'USD'
  orderNumber: string
  orderDate: string
  seller: Seller
  buyer: { address: Address; email: string }
  shippingAddress: Address | null
  lines: { name: string; quantity: number; unitPrice: number; total: number; vatBasisPoints: number }[]
  shipping: { method: ShippingMethod; amount: number; vatBasisPoints: number }
  discount: { code: string; amount: number } | null
  subtotal: number
  total: number
  vat: VatAmount[]
  /**
   * US invoices: the sales tax added to the net amounts (ADR 0063); absent or null on VAT invoices.
   * Optional, so the documents stored before it stay version 1 as they are.
   */
  salesTax?: SalesTax | null
  delivery: { from: string; to: string }
  payment: { method: PaymentMethod; dueDate: string | null; reference: string }
  /**
   * Set on a cancellation invoice (Stornorechnung): the invoice it reverses. Its amounts are that
   * invoice's, negated; everything else (seller, buyer, lines) is copied unchanged (ADR 0021).
   */
  cancels?: { number: string; issuedAt: string }
  /**
   * Set on a refund's credit note (Rechnungskorrektur, ADR 0089): it reduces the invoice in `cancels`
   * by its total, for this reason. Absent on invoices and cancellation invoices.
   */
  refund?: { reason: string }
}

const sameAddress = (a: Address, b: Address) => JSON.stringify(a) === JSON.stringify(b)

/** YYYY-MM-DD of `days` after `from`, in Munich's calendar. */
export function dayAfter(from: Date, days: number): string {
  const shifted = new Date(from.getTime() + days * 24 * 60 * 60_000)
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(shifted)
}

export function buildInvoiceDocument(
  order: OrderView,
  seller: Seller,
  issue: { number: string; issuedAt: Date },
): InvoiceDocument {
  // Every line of an order is charged at the delivery country's rate (lib/shop/sales/orders totalsOf).
  const rate =
    order.vat[0]?.vatBasisPoints ??
    (isDeliveryCountry(order.country) ? resolveMarket(order.country).vatBasisPoints : 0)
  return {
    version: 1,
    number: issue.number,
    issuedAt: issue.issuedAt.toISOString(),
    brand: order.brand,
    locale: order.locale,
    currency: order.currency,
    orderNumber: order.number,
    orderDate: order.createdAt,
    seller,
    buyer: { address: order.billingAddress, email: order.email },
    shippingAddress: sameAddress(order.billingAddress, order.shippingAddress) ? null : order.shippingAddress,
    lines: order.lines.map((l) => ({
      name: l.name,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      total: l.total,
      // A gift voucher's sale carries no VAT (a multi-purpose voucher, ADR 0110).
      vatBasisPoints: l.kind === 'giftvoucher' ? 0 : rate,
    })),
    shipping: { method: order.shippingMethod, amount: order.shippingPrice, vatBasisPoints: rate },
    discount: order.discount > 0 ? { code: order.voucherCode ?? '', amount: order.discount } : null,
    subtotal: order.subtotal,
    total: order.total,
    vat: order.vat,
    salesTax: order.salesTax,
    delivery: order.expectedDelivery,
    payment: {
      method: order.paymentMethod,
      dueDate: order.paymentMethod === 'invoice' ? dayAfter(issue.issuedAt, PAYMENT_TERM_DAYS) : null,
      reference: order.number,
    },
  }
}

/**
 * The cancellation invoice of an issued invoice: the same seller, buyer and lines, every amount
 * negated (per line, shipping, voucher, totals and the VAT of every rate), a number and date of its
 * own, and the reference to the invoice it reverses. Built from the frozen original, never from the
 * order, so it reverses exactly what was invoiced.
 */
export function buildCancellationDocument(
  original: InvoiceDocument,
  issue: { number: string; issuedAt: Date },
): InvoiceDocument {
  const neg = (minor: number) => (minor === 0 ? 0 : -minor)
  return {
    ...original,
    number: issue.number,
    issuedAt: issue.issuedAt.toISOString(),
    lines: original.lines.map((l) => ({ ...l, unitPrice: neg(l.unitPrice), total: neg(l.total) })),
    shipping: { ...original.shipping, amount: neg(original.shipping.amount) },
    discount: original.discount ? { ...original.discount, amount: neg(original.discount.amount) } : null,
    subtotal: neg(original.subtotal),
    total: neg(original.total),
    vat: original.vat.map((v) => ({ ...v, gross: neg(v.gross), net: neg(v.net), vat: neg(v.vat) })),
    salesTax: original.salesTax ? { ...original.salesTax, amount: neg(original.salesTax.amount) } : null,
    payment: { ...original.payment, dueDate: null },
    cancels: { number: original.number, issuedAt: original.issuedAt },
  }
}
