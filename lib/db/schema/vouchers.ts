import { sql } from 'drizzle-orm'
import { boolean, check, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { createdAt, sqlList } from './shared'
import { orders } from './orders'

export const VOUCHER_KINDS = ['percentage', 'fixed', 'gift'] as const
export type VoucherKind = (typeof VOUCHER_KINDS)[number]

/**
 * Voucher codes. `percentage` takes `percentBasisPoints` off the goods; `fixed` takes an amount per
 * basket currency (`amounts`, minor units; a currency without an entry cannot use the code).
 * `maxRedemptions` is a global limit enforced by a conditional update of `redemptions`, so parallel
 * checkouts cannot redeem more than allowed. `onePerCustomer` allows one use per e-mail address.
 * `firstOrderOnly` is the newsletter voucher's rule (spec: 5 euro on the first order); `boundMailbox`
 * ties a code to the person it was sent to.
 *
 * `gift` is a bought gift voucher (ADR 0110): a means of payment worth `initialAmount` in one
 * `currency`; `balance` is what is left after its uses (the ledger is voucher_redemptions), changed
 * only under a row lock and never below 0. `issuedOrderId` is the order that bought it.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    kind: text('kind').$type<VoucherKind>().notNull(),
    percentBasisPoints: integer('percent_basis_points'),
    amounts: jsonb('amounts').$type<Partial<Record<string, number>>>(),
    minimumBasket: jsonb('minimum_basket').$type<Partial<Record<string, number>>>(),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    maxRedemptions: integer('max_redemptions'),
    redemptions: integer('redemptions').notNull().default(0),
    onePerCustomer: boolean('one_per_customer').notNull().default(false),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /**
     * The mailbox (lib/mail/mailbox.ts) the code was issued to, e.g. the newsletter subscriber's: only
     * an order with that e-mail, or by the customer whose account has it, may redeem it. Null: anyone.
     */
    boundMailbox: text('bound_mailbox'),
    /** Gift vouchers: the currency of the value and of the balance. */
    currency: text('currency'),
    initialAmount: integer('initial_amount'),
    balance: integer('balance'),
    /** Gift vouchers: the order that paid for it (null for one staff issued). */
    issuedOrderId: uuid('issued_order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** Gift vouchers: who it is for and the buyer's words, printed on the PDF and the card. */
    recipientName: text('recipient_name'),
    message: text('message'),
    createdAt: createdAt(),
  },
  (t) => [
    check('vouchers_kind', sql`${t.kind} in (${sqlList(VOUCHER_KINDS)})`),
    check(
      'vouchers_value',
      sql`(${t.kind} = 'percentage' and ${t.percentBasisPoints} between 1 and 10000) or (${t.kind} = 'fixed' and ${t.amounts} is not null) or (${t.kind} = 'gift' and ${t.currency} is not null and ${t.initialAmount} > 0 and ${t.balance} between 0 and ${t.initialAmount})`,
    ),
    check(
      'vouchers_redemptions',
      sql`${t.redemptions} >= 0 and (${t.maxRedemptions} is null or ${t.redemptions} <= ${t.maxRedemptions})`,
    ),
  ],
)

/**
 * One row per use. A gift voucher's use is its ledger entry (`amount` taken off the balance); a
 * cancelled order's use gets `returnedAt` and its amount goes back onto the balance. `customerKey` (the e-mail's mailbox key, lib/mail/mailbox.ts) is set only for one-per-customer vouchers;
 * the unique constraint then refuses a second use even from two parallel checkouts.
 */
export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    voucherId: uuid('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerKey: text('customer_key'),
    amount: integer('amount').notNull(),
    /** Gift vouchers: when the order was cancelled and the amount credited back to the balance. */
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('voucher_redemptions_customer').on(t.voucherId, t.customerKey),
    check('voucher_redemptions_amount', sql`${t.amount} >= 0`),
  ],
)

export type VoucherRow = typeof vouchers.$inferSelect
