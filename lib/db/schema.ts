/**
 * The one schema of the shop. drizzle-kit reads this file to generate lib/db/migrations, so every
 * table is exported from here; the tables themselves live in lib/db/schema/ by concern.
 *
 * Translatable copy is stored as jsonb keyed by locale code rather than in a translations table: the
 * catalogue is small, read far more often than written, and a row with all its languages is one read.
 * Readers resolve a locale along lib/config/locales.ts fallbackChain (see lib/shop/catalogue).
 */
export type { LocalizedText } from './schema/shared'
export * from './schema/catalogue'
export * from './schema/print'
export * from './schema/accessories'
export * from './schema/designs'
export * from './schema/wishlist'
export * from './schema/mail'
export * from './schema/uploads'
export * from './schema/guest-lists'
export * from './schema/customers'
export * from './schema/newsletter'
export * from './schema/saved-designs'
export * from './schema/cart'
export * from './schema/orders'
export * from './schema/vouchers'
export * from './schema/fulfilment'
export * from './schema/invoices'
export * from './schema/reviews'
export * from './schema/cancellation-invoices'
export * from './schema/shipments'
export * from './schema/payments'
export * from './schema/events'
export * from './schema/design-approvals'
export * from './schema/coordination'
