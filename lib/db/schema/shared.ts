import { sql, type SQL } from 'drizzle-orm'
import { check, integer, pgTable, primaryKey, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core'
import type { LocaleCode } from '@/lib/config/locales'

/** Text per locale code, e.g. { 'de-DE': 'Karten', 'en-GB': 'Cards' }; de-DE is always present. */
export type LocalizedText = Partial<Record<LocaleCode, string>>

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/**
 * `'a', 'b'` for a check constraint. Literal SQL because check constraints cannot take bind
 * parameters; the values are our own constants, and the quote doubling keeps even a stray apostrophe
 * from ending the literal.
 */
export function sqlList(values: readonly string[]): SQL {
  return sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '))
}

/** Readers fall back to de-DE last (lib/shop/catalogue/localized-text.ts), so it must exist. */
export function hasDefaultLocale(...columns: AnyPgColumn[]): SQL {
  return sql.join(
    columns.map((column) => sql`${column} ? 'de-DE'`),
    sql` and `,
  )
}

/**
 * A gap-free number series per brand and year: the last value is a row that the issuing transaction
 * increments (row lock, rolled back with everything else). Invoices and cancellation invoices each
 * have one (lib/shop/sales/invoices/numbering.ts).
 */
export function yearlyCounterTable<Name extends string>(name: Name) {
  return pgTable(
    name,
    {
      brand: text('brand').notNull(),
      year: integer('year').notNull(),
      lastValue: integer('last_value').notNull(),
    },
    (t) => [primaryKey({ columns: [t.brand, t.year] }), check(`${name}_value`, sql`${t.lastValue} >= 1`)],
  )
}
