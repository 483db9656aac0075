import { sql } from 'drizzle-orm'
import type { BrandKey } from '@/lib/config/brands'
import type { Db } from '@/lib/db/types'

/**
 * Human-friendly order numbers: a brand prefix and a number from one database sequence, e.g.
 * "KS-100234". Short enough to read out on the phone and to use as the bank-transfer reference; the
 * sequence makes them unique across parallel checkouts. A rolled-back checkout leaves a gap, which is
 * fine for order numbers (invoice numbers, which must not have gaps, are a separate sequence).
 */
export const ORDER_NUMBER_PREFIX = { card: 'KS', poster: 'MP' } as const satisfies Record<BrandKey, string>

export const ORDER_NUMBER_PATTERN = /^(KS|MP)-[1-9][0-9]{5,9}$/

export async function nextOrderNumber(db: Db, brand: BrandKey): Promise<string> {
  const result: unknown = await db.execute(sql`select nextval('order_number_seq')::text as n`)
  // node-postgres and PGlite both answer { rows: [...] }.
  const rows = (result as { rows?: { n?: unknown }[] }).rows
  const n = rows?.[0]?.n
  if (typeof n !== 'string') throw new Error('order_number_seq returned nothing')
  return `${ORDER_NUMBER_PREFIX[brand]}-${n}`
}
