import { z } from 'zod'
import { storedValue } from '@/lib/config/stored-values'
import type {
  MailOutboxRow,
  MailStatus,
  OrderEventRow,
  OrderLineRow,
  OrderPrintFileRow,
  OrderRow,
  PrintFilePart,
  PrintFileState,
  ProductReviewRow,
} from '@/lib/db/schema'
import {
  CANCEL_REASONS,
  ORDER_STATUSES,
  type CancelReason,
  type OrderStatus,
  type PaymentMethod,
} from '@/lib/model/orders'
import type { ReviewProductKind, ReviewSource } from '@/lib/model/reviews'
import { ORDER_ACTIONS, type OrderAction } from './history'
import type { Address } from '@/lib/shop/sales/checkout/schema'
import type { VatAmount } from '@/lib/shop/sales/pricing/money'
import type { SalesTax } from '@/lib/shop/sales/pricing/sales-tax'

/**
 * What the back office shows of orders, e-mails and reviews: the columns staff read, mapped here from
 * the table rows, so the back-office components never see a row (nor the columns they must not show:
 * visitor keys, idempotency keys, design snapshots) and a schema change stops at this file.
 */

/** Status history rows are plain text in the database: parsed, so an unknown one fails with its name. */
const storedOrderStatus = storedValue(z.enum(ORDER_STATUSES), 'order status')

/** An order as a row of the order list. */
export interface StaffOrderListItem {
  id: string
  number: string
  createdAt: Date
  /** As stored: the list shows an unknown brand's key rather than failing. */
  brand: string
  billing: Pick<Address, 'firstName' | 'lastName'>
  email: string
  country: string
  status: OrderStatus
  total: number
  currency: string
}

/** One order's head on its detail page: addresses, payment, shipping and the totals as charged. */
export interface StaffOrder {
  number: string
  status: OrderStatus
  brand: string
  createdAt: Date
  email: string
  currency: string
  billingAddress: Address
  shippingAddress: Address
  paymentMethod: PaymentMethod
  shippingMethod: string
  subtotal: number
  discount: number
  voucherCode: string | null
  shippingPrice: number
  total: number
  vat: VatAmount[]
  /** US orders: the sales tax added to the net amounts (ADR 0063); null for VAT orders. */
  salesTax: SalesTax | null
  expectedDeliveryFrom: string
  expectedDeliveryTo: string
  carrier: string | null
  trackingNumber: string | null
}

/** A line's print file: its render state and what staff check before sending it to the printer. */
export interface StaffPrintFile {
  id: string
  /** `main`, or a photo book's `cover` and `inner` (ADR 0070). */
  part: PrintFilePart
  state: PrintFileState
  attempts: number
  pageCount: number | null
  byteSize: number | null
  renderedAt: Date | null
  sha256: string | null
  lastError: string | null
}

export interface StaffOrderLine {
  id: string
  name: string
  sku: string | null
  quantity: number
  unitPrice: number
  total: number
  /** The line's print files in print order (main; or cover, then inner block); empty without a design. */
  printFiles: StaffPrintFile[]
}

/** A step of the order's state history. */
export interface StaffOrderEvent {
  id: number
  createdAt: Date
  toStatus: OrderStatus
  actor: string
  /** A staff action without a status change (lib/backoffice/history.ts), else null. */
  action: OrderAction | null
  staffName: string | null
  /** A cancellation's reason. */
  reason: CancelReason | null
  note: string | null
}

/** An e-mail of the order from the outbox, with its delivery state. */
export interface StaffOrderMail {
  id: string
  messageKey: string
  subject: string
  status: MailStatus
  recipient: string
  createdAt: Date
  attempts: number
  sentAt: Date | null
  lastError: string | null
}

/** A review to moderate. */
export interface StaffReview {
  id: string
  createdAt: Date
  productKind: ReviewProductKind
  productRef: string
  rating: number
  title: string | null
  body: string | null
  authorName: string
  source: ReviewSource
}

// Addresses and VAT are JSON columns written by the checkout (normalised addresses, the priced VAT
// rows), typed here as order reads type them (lib/shop/sales/orders/read.ts).
export function toStaffOrderListItem(row: OrderRow): StaffOrderListItem {
  const billing = row.billingAddress as Address
  return {
    id: row.id,
    number: row.number,
    createdAt: row.createdAt,
    brand: row.brand,
    email: row.email,
    country: row.country,
    status: row.status,
    total: row.total,
    currency: row.currency,
    billing: { firstName: billing.firstName, lastName: billing.lastName },
  }
}

export function toStaffOrder(row: OrderRow): StaffOrder {
  return {
    number: row.number,
    status: row.status,
    brand: row.brand,
    createdAt: row.createdAt,
    email: row.email,
    currency: row.currency,
    paymentMethod: row.paymentMethod,
    shippingMethod: row.shippingMethod,
    subtotal: row.subtotal,
    discount: row.discount,
    voucherCode: row.voucherCode,
    shippingPrice: row.shippingPrice,
    total: row.total,
    expectedDeliveryFrom: row.expectedDeliveryFrom,
    expectedDeliveryTo: row.expectedDeliveryTo,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    billingAddress: row.billingAddress as Address,
    shippingAddress: row.shippingAddress as Address,
    vat: row.vat as VatAmount[],
    salesTax: (row.salesTax as SalesTax | null) ?? null,
  }
}

const PART_ORDER: readonly PrintFilePart[] = ['main', 'cover', 'inner']

export function toStaffOrderLine(row: OrderLineRow, files: readonly OrderPrintFileRow[]): StaffOrderLine {
  return {
    id: row.id,
    name: row.name,
    sku: row.sku,
    quantity: row.quantity,
    unitPrice: row.unitPrice,
    total: row.total,
    printFiles: [...files]
      .sort((a, b) => PART_ORDER.indexOf(a.part) - PART_ORDER.indexOf(b.part))
      .map((file) => ({
        id: file.id,
        part: file.part,
        state: file.state,
        attempts: file.attempts,
        pageCount: file.pageCount,
        byteSize: file.byteSize,
        renderedAt: file.renderedAt,
        sha256: file.sha256,
        lastError: file.lastError,
      })),
  }
}

export function toStaffOrderEvent(row: OrderEventRow): StaffOrderEvent {
  return {
    id: row.id,
    createdAt: row.createdAt,
    toStatus: storedOrderStatus(row.toStatus),
    actor: row.actor,
    action: ORDER_ACTIONS.find((a) => a === row.action) ?? null,
    staffName: row.staffName,
    reason: CANCEL_REASONS.find((r) => r === row.reason) ?? null,
    note: row.note,
  }
}

export function toStaffOrderMail(row: MailOutboxRow): StaffOrderMail {
  return {
    id: row.id,
    messageKey: row.messageKey,
    subject: row.subject,
    status: row.status,
    recipient: row.recipient,
    createdAt: row.createdAt,
    attempts: row.attempts,
    sentAt: row.sentAt,
    lastError: row.lastError,
  }
}

export function toStaffReview(row: ProductReviewRow): StaffReview {
  return {
    id: row.id,
    createdAt: row.createdAt,
    productKind: row.productKind,
    productRef: row.productRef,
    rating: row.rating,
    title: row.title,
    body: row.body,
    authorName: row.authorName,
    source: row.source,
  }
}
