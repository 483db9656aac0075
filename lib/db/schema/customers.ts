import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { ADDRESS_COUNTRIES, type AddressCountry } from '@/lib/model/countries'
import { createdAt, sqlList } from './shared'

/**
 * Customer accounts. The first four tables are better-auth's models (user, session, account,
 * verification) under our names, read and written by its Drizzle adapter (lib/auth/auth.ts maps them);
 * the property names are the ones better-auth expects, the column names are ours.
 */

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()

export const customers = pgTable('customers', {
  id: uuid('id').primaryKey(),
  /** better-auth requires a display name; we keep "first last" in it and the parts separately. */
  name: text('name').notNull(),
  /** Always lower case (better-auth normalises), unique across both brands. */
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  /** Brand and locale the customer signed up in: the language and frame of their e-mails. */
  brand: text('brand').notNull().default('card'),
  locale: text('locale').notNull().default('de-DE'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const customerSessions = pgTable(
  'customer_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The cookie's session token (signed in the cookie, plain here so logout can delete the row). */
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('customer_sessions_customer').on(t.userId)],
)

/** Credentials: one row with providerId "credential" holding the Argon2id hash. */
export const customerCredentials = pgTable(
  'customer_credentials',
  {
    id: uuid('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('customer_credentials_customer').on(t.userId)],
)

/** Single-use tokens: e-mail verification, password reset, e-mail change (deleted when used). */
export const authVerifications = pgTable(
  'auth_verifications',
  {
    id: uuid('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('auth_verifications_identifier').on(t.identifier)],
)

/** The customer's address book (spec: delivery countries); deleted with the account. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    company: text('company'),
    street: text('street').notNull(),
    addition: text('addition'),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    /** US addresses only: the USPS state code (NY); null elsewhere. */
    state: text('state'),
    /** Optional, for the carrier. */
    phone: text('phone'),
    country: text('country').$type<AddressCountry>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('customer_addresses_country', sql`${t.country} in (${sqlList(ADDRESS_COUNTRIES)})`),
    index('customer_addresses_customer').on(t.customerId),
  ],
)

export type CustomerRow = typeof customers.$inferSelect
export type CustomerAddressRow = typeof customerAddresses.$inferSelect
