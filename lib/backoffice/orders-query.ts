import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { BRAND_KEYS } from '@/lib/config/brands'
import { orders, type OrderRow } from '@/lib/db/schema'
import { DELIVERY_COUNTRIES } from '@/lib/config/shipping'
import type { Db } from '@/lib/db/types'
import { ORDER_STATUSES } from '@/lib/model/orders'
import { invoicesOfOrders, type StaffInvoice } from './invoices'
import { toStaffOrderListItem, type StaffOrderListItem } from './views'
import { berlinDayStart, nextDay } from './time'

export const PAGE_SIZE = 25
export const EXPORT_LIMIT = 10_000

const empty = (v: unknown) => (v === '' ? undefined : v)
const day = z.preprocess(empty, z.iso.date().optional())

/** The order list's filters, as they come from the query string (an empty field is no filter). */
export const orderFilterSchema = z.object({
  status: z.preprocess(empty, z.enum(ORDER_STATUSES).optional()),
  brand: z.preprocess(empty, z.enum(BRAND_KEYS).optional()),
  country: z.preprocess(empty, z.enum(DELIVERY_COUNTRIES).optional()),
  from: day,
  to: day,
  q: z.preprocess(empty, z.string().trim().max(100).optional()),
  page: z.preprocess(empty, z.coerce.number().int().min(1).max(10_000).default(1)),
})
export type OrderFilter = z.output<typeof orderFilterSchema>

/** Filters from search params; a bad value is dropped (a hand-edited URL still shows a list). */
export function parseOrderFilter(params: Record<string, string | string[] | undefined>): OrderFilter {
  const flat = Object.fromEntries(
    Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]),
  ) as Record<string, string | undefined>
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(orderFilterSchema.shape) as (keyof typeof orderFilterSchema.shape)[]) {
    const one = orderFilterSchema.shape[key].safeParse(flat[key])
    if (one.success) out[key] = one.data
  }
  return orderFilterSchema.parse(out)
}

/** `%` and `_` typed into the search box are searched for, not wildcards. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

export function orderConditions(filter: OrderFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.brand ? eq(orders.brand, filter.brand) : undefined,
    filter.country ? eq(orders.country, filter.country) : undefined,
    filter.from ? gte(orders.createdAt, berlinDayStart(filter.from)) : undefined,
    filter.to ? lt(orders.createdAt, berlinDayStart(nextDay(filter.to))) : undefined,
    filter.q
      ? or(
          ilike(orders.number, `%${likeEscape(filter.q)}%`),
          ilike(orders.email, `%${likeEscape(filter.q)}%`),
        )
      : undefined,
  ]
  return and(...conditions.filter((c): c is SQL => c !== undefined))
}

export interface OrderPage {
  rows: StaffOrderListItem[]
  /** Invoice and cancellation invoice numbers of the rows, by order id. */
  invoices: Map<string, StaffInvoice[]>
  total: number
  page: number
  pages: number
}

/** One page of matching orders, newest first. */
export async function listOrders(db: Db, filter: OrderFilter): Promise<OrderPage> {
  const where = orderConditions(filter)
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.number))
      .limit(PAGE_SIZE)
      .offset((filter.page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(orders).where(where),
  ])
  const total = Number(counted?.n ?? 0)
  const invoices = await invoicesOfOrders(
    db,
    rows.map((r) => r.id),
  )
  return {
    rows: rows.map(toStaffOrderListItem),
    invoices,
    total,
    page: filter.page,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
  }
}

/** Every matching order for the CSV export (capped: a bigger export is a database job, not a click). */
export async function exportOrders(
  db: Db,
  filter: OrderFilter,
): Promise<{ rows: OrderRow[]; invoices: OrderPage['invoices'] }> {
  const rows = await db
    .select()
    .from(orders)
    .where(orderConditions(filter))
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(EXPORT_LIMIT)
  const invoices = await invoicesOfOrders(
    db,
    rows.map((r) => r.id),
  )
  return { rows, invoices }
}

/** The filter as a query string (paging links, the export link). */
export function filterQuery(filter: OrderFilter, overrides: Partial<OrderFilter> = {}): string {
  const merged = { ...filter, ...overrides }
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(merged)) {
    if (value === undefined || (key === 'page' && value === 1)) continue
    params.set(key, String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}
