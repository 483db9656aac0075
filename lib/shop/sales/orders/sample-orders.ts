import { and, gt, ne, or, sql, eq, type SQL } from 'drizzle-orm'
import type { ShopLocaleCode } from '@/lib/config/locales'
import { orderLines, orders } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { messagesFor } from '@/lib/i18n/messages'
import { mailboxKey, mailboxKeySql } from '@/lib/mail/mailbox'
import type { Address } from '@/lib/shop/sales/checkout/schema'
import { ShopError } from '@/lib/shop/common/errors'

/**
 * Orders of samples only cost the shop printing and postage and bring nothing in, so one person gets a
 * few per period (issue 24 point 8: "today unlimited free orders"). "One person" is any of: the same
 * account, the same mailbox (lib/mail/mailbox.ts, so +tag aliases count together) or the same delivery
 * address (street compared without case, spaces, punctuation and the Straße/Str. spelling; postcode;
 * country). Cancelled orders do not count. Checked before the order transaction, so two orders placed
 * in the same instant may both pass: a bound on abuse, not an exact quota. ADR 0049.
 */
export const SAMPLE_ORDER_LIMIT = { orders: 3, days: 30 } as const

export interface SampleOrderer {
  customerId?: string | null
  email: string
  delivery: Pick<Address, 'street' | 'postcode' | 'country'>
}

/** One delivery address as a comparable key, in SQL so stored orders and the new one use one rule. */
function addressKeySql(street: SQL, postcode: SQL, country: SQL): SQL<string> {
  const s = sql`regexp_replace(replace(replace(lower(${street}), 'ß', 'ss'), 'strasse', 'str'), '[^[:alnum:]]', '', 'g')`
  return sql<string>`(${s} || '|' || upper(replace(${postcode}, ' ', '')) || '|' || (${country}))`
}

export async function assertSampleOrderAllowed(
  db: Db,
  orderer: SampleOrderer,
  { now, locale }: { now: Date; locale: ShopLocaleCode },
): Promise<void> {
  const since = new Date(now.getTime() - SAMPLE_ORDER_LIMIT.days * 86_400_000)
  const address = orderer.delivery
  const field = (name: string) => sql`(${orders.shippingAddress}->>${name})`
  const storedKey = addressKeySql(field('street'), field('postcode'), field('country'))
  const typed = (value: string) => sql`${value}::text`
  const newKey = addressKeySql(typed(address.street), typed(address.postcode), typed(address.country))
  const sameAddress = sql`${storedKey} = ${newKey}`
  const samePerson = or(
    sql`${mailboxKeySql(orders.email)} = ${mailboxKey(orderer.email)}`,
    sameAddress,
    ...(orderer.customerId ? [eq(orders.customerId, orderer.customerId)] : []),
  )
  const onlySamples = sql`not exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.kind} <> 'sample')`
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(gt(orders.createdAt, since), ne(orders.status, 'cancelled'), onlySamples, samePerson))
  if ((row?.count ?? 0) >= SAMPLE_ORDER_LIMIT.orders) {
    const message = messagesFor(locale)
      .Checkout.errors.sampleLimit.replace('{count}', String(SAMPLE_ORDER_LIMIT.orders))
      .replace('{days}', String(SAMPLE_ORDER_LIMIT.days))
    throw new ShopError(message, { status: 422, field: 'cart', key: 'sample-order limit' })
  }
}
