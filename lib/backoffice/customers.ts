import { and, desc, eq, ilike, inArray, isNotNull, ne, or, sql, type AnyColumn } from 'drizzle-orm'
import { z } from 'zod'
import {
  cancellationInvoices,
  customers,
  invoices,
  newsletterSubscriptions,
  orders,
  staffMembers,
  type CustomerAddressRow,
} from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import type { OrderStatus } from '@/lib/model/orders'
import { listAddresses } from '@/lib/shop/customers/addresses'
import { deleteCustomer } from '@/lib/shop/customers/customer-data'
import { ANONYMISED, OrdersStillOpenError } from '@/lib/shop/customers/visitor-to-customer'
import { listSavedDesigns } from '@/lib/shop/design-print/saved-designs/saved-designs'
import type { SavedDesignSummary } from '@/lib/shop/design-print/saved-designs/schema'

/** What staff type: a name, an e-mail (or part), an order or invoice number, a postcode. */
export const customerQuerySchema = z.string().trim().min(2).max(100)

export interface CustomerHit {
  email: string
  name: string
  /** The shop account, if the person has one (guests have only orders). */
  customerId: string | null
  orderCount: number
  /** Their newest order, the guest's way into the back office. */
  lastOrder: { number: string; createdAt: Date } | null
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)
const billingName = sql<string>`trim(coalesce(${orders.billingAddress}->>'firstName', '') || ' ' || coalesce(${orders.billingAddress}->>'lastName', ''))`
const MAX_HITS = 50

/**
 * Customer search (issue 34 point 6): accounts by name or e-mail, and everyone who ordered, guests
 * too, by e-mail, billing or delivery name, postcode, order number or invoice number (cancellation
 * invoices included). One hit per e-mail address; anonymised orders (no e-mail) are not people.
 */
export async function searchCustomers(db: Db, query: string): Promise<CustomerHit[]> {
  const parsed = customerQuerySchema.safeParse(query)
  if (!parsed.success) return []
  const q = parsed.data
  const pattern = `%${likeEscape(q)}%`
  const exact = q.toUpperCase()
  const compactPostcode = q.replace(/\s/g, '').toUpperCase()
  const nameOf = (address: AnyColumn) =>
    sql`(coalesce(${address}->>'firstName', '') || ' ' || coalesce(${address}->>'lastName', '') || ' ' || coalesce(${address}->>'company', ''))`
  const postcodeOf = (address: AnyColumn) =>
    sql`upper(replace(coalesce(${address}->>'postcode', ''), ' ', ''))`
  const matching = or(
    ilike(orders.email, pattern),
    sql`${nameOf(orders.billingAddress)} ilike ${pattern}`,
    sql`${nameOf(orders.shippingAddress)} ilike ${pattern}`,
    sql`${postcodeOf(orders.billingAddress)} = ${compactPostcode}`,
    sql`${postcodeOf(orders.shippingAddress)} = ${compactPostcode}`,
    eq(orders.number, exact),
    sql`exists (select 1 from ${invoices} where ${invoices.orderId} = ${orders.id} and ${invoices.number} = ${exact})`,
    sql`exists (select 1 from ${cancellationInvoices} where ${cancellationInvoices.orderId} = ${orders.id} and ${cancellationInvoices.number} = ${exact})`,
  )
  const [matchedEmails, accountHits] = await Promise.all([
    db
      .selectDistinct({ email: orders.email })
      .from(orders)
      // Anonymised orders all carry one placeholder address: they are nobody's any more.
      .where(and(isNotNull(orders.email), ne(orders.email, ANONYMISED.email), matching))
      .limit(MAX_HITS),
    db
      .select({ id: customers.id, email: customers.email, name: customers.name })
      .from(customers)
      .where(or(ilike(customers.email, pattern), ilike(customers.name, pattern)))
      .limit(MAX_HITS),
  ])
  const found = matchedEmails.flatMap((row) => (row.email ? [row.email] : []))
  // Counted over all of a person's orders, not only the ones the query matched.
  const orderHits =
    found.length === 0
      ? []
      : await db
          .select({
            email: orders.email,
            orderCount: sql<number>`count(*)::int`,
            lastNumber: sql<string>`(array_agg(${orders.number} order by ${orders.createdAt} desc))[1]`,
            lastAt: sql<Date>`max(${orders.createdAt})`,
            name: sql<string>`(array_agg(${billingName} order by ${orders.createdAt} desc))[1]`,
          })
          .from(orders)
          .where(inArray(orders.email, found))
          .groupBy(orders.email)
          .orderBy(desc(sql`max(${orders.createdAt})`))
  const hits = new Map<string, CustomerHit>()
  for (const row of orderHits) {
    if (!row.email) continue
    hits.set(row.email, {
      email: row.email,
      name: row.name,
      customerId: null,
      orderCount: row.orderCount,
      lastOrder: { number: row.lastNumber, createdAt: new Date(row.lastAt) },
    })
  }
  // An order hit may belong to an account by its address: link it, and add accounts found by name.
  const emails = [...hits.keys()]
  const linked =
    emails.length === 0
      ? []
      : await db
          .select({ id: customers.id, email: customers.email, name: customers.name })
          .from(customers)
          .where(inArray(customers.email, emails))
  for (const account of [...linked, ...accountHits]) {
    const hit = hits.get(account.email)
    if (hit) hits.set(account.email, { ...hit, customerId: account.id, name: account.name || hit.name })
    else
      hits.set(account.email, {
        email: account.email,
        name: account.name,
        customerId: account.id,
        orderCount: 0,
        lastOrder: null,
      })
  }
  return [...hits.values()].slice(0, MAX_HITS)
}

export interface CustomerOrder {
  number: string
  status: OrderStatus
  brand: string
  total: number
  currency: string
  createdAt: Date
}

export interface CustomerProfile {
  id: string
  name: string
  email: string
  emailVerified: boolean
  since: Date
  orders: CustomerOrder[]
  addresses: CustomerAddressRow[]
  designs: SavedDesignSummary[]
  /** Newsletter consent per brand where there is any (pending, subscribed or unsubscribed). */
  newsletter: { brand: string; status: string; since: Date }[]
  /** Orders that keep the account from being erased now (GDPR art. 17(3)(b)). */
  openOrders: string[]
}

const OPEN: readonly OrderStatus[] = ['placed', 'paid', 'in_production']

/** One account for the customer view: orders (by account or its address), addresses, designs, consent. */
export async function customerProfile(db: Db, customerId: string): Promise<CustomerProfile | null> {
  if (!z.uuid().safeParse(customerId).success) return null
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId))
  if (!customer) return null
  const [orderRows, addresses, designs, newsletter] = await Promise.all([
    db
      .select({
        number: orders.number,
        status: orders.status,
        brand: orders.brand,
        total: orders.total,
        currency: orders.currency,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(or(eq(orders.customerId, customer.id), eq(orders.email, customer.email)))
      .orderBy(desc(orders.createdAt))
      .limit(200),
    listAddresses(db, customer.id),
    listSavedDesigns(db, { customerId: customer.id }),
    db
      .select({
        brand: newsletterSubscriptions.brand,
        status: newsletterSubscriptions.status,
        since: newsletterSubscriptions.createdAt,
      })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, customer.email)),
  ])
  return {
    id: customer.id,
    name: customer.name,
    email: customer.email,
    emailVerified: customer.emailVerified,
    since: customer.createdAt,
    orders: orderRows,
    addresses,
    designs,
    newsletter,
    openOrders: orderRows.filter((o) => OPEN.includes(o.status)).map((o) => o.number),
  }
}

export type EraseOutcome =
  { ok: true } | { ok: false; reason: 'notFound' | 'confirm' | 'openOrders' | 'staff' }

/**
 * Erasure on the customer's request (by letter or phone), by staff: the shop's own account deletion
 * (deleteCustomer: orders anonymised for the books, account, addresses, designs and files gone).
 * Staff confirm by typing the customer's e-mail address; open orders refuse it as for the customer.
 */
export async function eraseCustomer(db: Db, customerId: string, confirmEmail: string): Promise<EraseOutcome> {
  if (!z.uuid().safeParse(customerId).success) return { ok: false, reason: 'notFound' }
  const [customer] = await db
    .select({ email: customers.email })
    .from(customers)
    .where(eq(customers.id, customerId))
  if (!customer) return { ok: false, reason: 'notFound' }
  if (confirmEmail.trim().toLowerCase() !== customer.email) return { ok: false, reason: 'confirm' }
  // A team member's account goes only after their access was removed on the team page (which keeps
  // the last owner): erasing it here would bypass that rule.
  const [member] = await db
    .select({ id: staffMembers.customerId })
    .from(staffMembers)
    .where(eq(staffMembers.customerId, customerId))
  if (member) return { ok: false, reason: 'staff' }
  try {
    await deleteCustomer({ db }, customerId)
  } catch (error) {
    if (error instanceof OrdersStillOpenError) return { ok: false, reason: 'openOrders' }
    throw error
  }
  return { ok: true }
}
