import { sql, type SQL } from 'drizzle-orm'
import type { BrandKey } from '@/lib/config/brands'

/**
 * Human-friendly order numbers: a brand prefix and a number from one database sequence, e.g.
 * "KS-100234". Short enough to read out on the phone and to use as the bank-transfer reference; the
 * sequence makes them unique across parallel checkouts. A rolled-back checkout leaves a gap, which is
 * fine for order numbers (invoice numbers, which must not have gaps, are a separate sequence).
 */
export const ORDER_NUMBER_PREFIX = { card: 'KS', poster: 'MP' } as const satisfies Record<BrandKey, string>

export const ORDER_NUMBER_PATTERN = /^(KS|MP)-[1-9][0-9]{5,9}$/

/**
 * The next number as an SQL expression, for the insert of the order row itself: the number is drawn
 * by the statement that writes the order, which saves the checkout a round trip to the database.
 */
export function nextOrderNumberSql(brand: BrandKey): SQL<string> {
  return sql<string>`cast(${ORDER_NUMBER_PREFIX[brand] + '-'} as text) || nextval('order_number_seq')::text`
}
