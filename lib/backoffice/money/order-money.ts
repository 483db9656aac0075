import { and, asc, eq, ne, sql } from 'drizzle-orm'
import type { BrandKey } from '@/lib/config/brands'
import { invoices, orders, refundCreditNotes } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import type { OrderStatus } from '@/lib/model/orders'
import { ORDER_NUMBER_PATTERN } from '@/lib/shop/sales/orders/number'
import { balanceOf, balancesOf, paymentsOfOrder, type OrderBalance } from './balance'

/** The order page's money section: balance, payments and refunds. */
export interface OrderMoney {
  number: string
  status: OrderStatus
  currency: string
  paymentMethod: string
  balance: OrderBalance
  payments: { id: string; amount: number; receivedOn: string; staffName: string | null }[]
  refunds: { number: string; amount: number; reason: string; issuedAt: Date; staffName: string | null }[]
  /** Refunds are possible after shipping (ADR 0089). */
  refundable: boolean
}

export async function orderMoney(db: Db, number: string, now = new Date()): Promise<OrderMoney | null> {
  if (!ORDER_NUMBER_PATTERN.test(number)) return null
  const [order] = await db.select().from(orders).where(eq(orders.number, number))
  if (!order) return null
  const [balance, payments, refunds] = await Promise.all([
    balanceOf(db, order, now),
    paymentsOfOrder(db, order.id),
    db
      .select()
      .from(refundCreditNotes)
      .where(eq(refundCreditNotes.orderId, order.id))
      .orderBy(asc(refundCreditNotes.issuedAt)),
  ])
  return {
    number: order.number,
    status: order.status,
    currency: order.currency,
    paymentMethod: order.paymentMethod,
    balance,
    payments,
    refunds: refunds.map((r) => ({
      number: r.number,
      amount: -r.total,
      reason: r.reason,
      issuedAt: r.issuedAt,
      staffName: r.staffName,
    })),
    refundable: order.status === 'shipped' || order.status === 'delivered',
  }
}

/** An unpaid invoice on the receivables list. */
export interface Receivable {
  number: string
  customer: string
  email: string
  currency: string
  invoiceNumber: string
  balance: OrderBalance
}

/**
 * Open receivables of a brand (issue 34 point 4): invoice orders, not cancelled, with money still
 * open, oldest due date first; totals per currency (CHF and EUR orders are never added together).
 */
export async function receivables(
  db: Db,
  brand: BrandKey,
  now = new Date(),
): Promise<{ items: Receivable[]; totals: { currency: string; open: number }[] }> {
  const rows = await db
    .select({ order: orders, invoiceNumber: invoices.number })
    .from(orders)
    .innerJoin(invoices, eq(invoices.orderId, orders.id))
    .where(
      and(
        eq(orders.brand, brand),
        eq(orders.paymentMethod, 'invoice'),
        ne(orders.status, 'cancelled'),
        sql`${orders.total} > (select coalesce(sum(p.amount), 0) from order_payments p where p.order_id = ${orders.id})
          - (select coalesce(sum(c.total), 0) from refund_credit_notes c where c.order_id = ${orders.id})`,
      ),
    )
    .orderBy(asc(invoices.issuedAt))
    .limit(500)
  const balances = await balancesOf(
    db,
    rows.map((r) => r.order),
    now,
  )
  const items = rows.flatMap(({ order, invoiceNumber }) => {
    const balance = balances.get(order.id)
    if (!balance || balance.open <= 0) return []
    const billing = order.billingAddress as { firstName?: string; lastName?: string }
    return [
      {
        number: order.number,
        customer: `${billing.firstName ?? ''} ${billing.lastName ?? ''}`.trim(),
        email: order.email,
        currency: order.currency,
        invoiceNumber,
        balance,
      },
    ]
  })
  const totals = new Map<string, number>()
  for (const item of items) totals.set(item.currency, (totals.get(item.currency) ?? 0) + item.balance.open)
  return { items, totals: [...totals].map(([currency, open]) => ({ currency, open })) }
}
