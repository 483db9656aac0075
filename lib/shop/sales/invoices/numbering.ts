import { sql } from 'drizzle-orm'
import type { BrandKey } from '@/lib/config/brands'
import { cancellationInvoiceCounters, invoiceCounters } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'

/**
 * Invoice numbers: brand prefix, year, six digits ("RE-2026-000123"). Each brand is its own company
 * (lib/config/company.ts), so each has its own gap-free series per calendar year; the prefixes differ
 * so that staff can tell the two series apart at a glance.
 */
export const INVOICE_PREFIX = { card: 'RE', poster: 'RP' } as const satisfies Record<BrandKey, string>

export const INVOICE_NUMBER_PATTERN = /^(RE|RP)-20[0-9]{2}-[0-9]{6,}$/

/**
 * Cancellation invoices (Stornorechnungen): a series of their own per brand and year (ADR 0021), so
 * the invoice series stays a plain 1, 2, 3 of invoices and a reversal is recognisable by its prefix.
 */
export const CANCELLATION_PREFIX = { card: 'ST', poster: 'SP' } as const satisfies Record<BrandKey, string>

export const CANCELLATION_NUMBER_PATTERN = /^(ST|SP)-20[0-9]{2}-[0-9]{6,}$/

/** The year an invoice belongs to: the calendar year in Munich, where the books are kept. */
export function invoiceYear(issuedAt: Date): number {
  return Number(
    new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: 'Europe/Berlin' }).format(issuedAt),
  )
}

export function formatInvoiceNumber(
  brand: BrandKey,
  year: number,
  sequence: number,
  prefixes: Record<BrandKey, string> = INVOICE_PREFIX,
): string {
  return `${prefixes[brand]}-${year}-${String(sequence).padStart(6, '0')}`
}

type Series = 'invoice' | 'cancellation'
const COUNTERS = { invoice: invoiceCounters, cancellation: cancellationInvoiceCounters } as const
const PREFIXES = { invoice: INVOICE_PREFIX, cancellation: CANCELLATION_PREFIX } as const

/**
 * Takes the next number of the brand and year. Call it only inside the transaction that writes the
 * invoice: the upsert locks the counter row until that transaction ends, so parallel checkouts queue
 * here for the few milliseconds left of their transactions, and a rollback returns the number.
 */
export async function takeInvoiceNumber(
  tx: Db,
  brand: BrandKey,
  issuedAt: Date,
  series: Series = 'invoice',
): Promise<{ number: string; year: number; sequence: number }> {
  const year = invoiceYear(issuedAt)
  const counter = COUNTERS[series]
  const [row] = await tx
    .insert(counter)
    .values({ brand, year, lastValue: 1 })
    .onConflictDoUpdate({
      target: [counter.brand, counter.year],
      set: { lastValue: sql`${counter.lastValue} + 1` },
    })
    .returning({ sequence: counter.lastValue })
  if (!row) throw new Error(`${series} counter for ${brand} ${year} returned nothing`)
  const number = formatInvoiceNumber(brand, year, row.sequence, PREFIXES[series])
  return { number, year, sequence: row.sequence }
}
