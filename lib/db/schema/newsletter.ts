import { sql } from 'drizzle-orm'
import { check, date, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { createdAt, sqlList } from './shared'

export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number]

/**
 * Newsletter subscriptions with double opt-in, one row per brand and address (lib/shop/customers/newsletter).
 * The row survives unsubscribing (status) because the voucher rule needs to know an address was here.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand').notNull(),
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    birthday: date('birthday'),
    weddingDate: date('wedding_date'),
    status: text('status').$type<NewsletterStatus>().notNull().default('pending'),
    /** The consent text the person saw, as proof of consent (GDPR art. 7). */
    consentText: text('consent_text').notNull(),
    /** SHA-256 of the pending confirmation token; cleared once used. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('newsletter_subscriptions_brand_email').on(t.brand, t.email),
    check('newsletter_subscriptions_status', sql`${t.status} in (${sqlList(NEWSLETTER_STATUSES)})`),
  ],
)

/**
 * The first-order voucher of a confirmed subscription: at most one per brand and mailbox, ever (the
 * unique constraint on `mailbox`, lib/mail/mailbox.ts, is the rule: name+1@ and name+2@ are one
 * mailbox; resubscribing finds the existing row). The checkout's vouchers module redeems it through
 * lib/shop/customers/newsletter/voucher.ts.
 */
export const newsletterVouchers = pgTable(
  'newsletter_vouchers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    brand: text('brand').notNull(),
    email: text('email').notNull(),
    /** mailboxKey(email); rows from before the rule carry their lower-cased address. */
    mailbox: text('mailbox').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    /** The order that used it, as the orders module names orders. */
    redeemedOrderRef: text('redeemed_order_ref'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('newsletter_vouchers_brand_email').on(t.brand, t.email),
    unique('newsletter_vouchers_brand_mailbox').on(t.brand, t.mailbox),
    check('newsletter_vouchers_amount', sql`${t.amountMinor} > 0`),
  ],
)

export type NewsletterSubscriptionRow = typeof newsletterSubscriptions.$inferSelect
export type NewsletterVoucherRow = typeof newsletterVouchers.$inferSelect
