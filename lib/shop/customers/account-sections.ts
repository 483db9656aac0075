import type { CurrencyCode } from '@/lib/config/locales'
import type { Db } from '@/lib/db/types'

/**
 * The account overview's sections owned by other modules. Orders (with reorder) and saved designs are
 * being built elsewhere; each provides its reader in hook-registrations.ts and the overview shows the
 * section only when a reader exists, so no section ever shows invented data.
 */
export interface AccountOrderSummary {
  reference: string
  placedAt: Date
  totalMinor: number
  currency: CurrencyCode
  /** Where the customer sees (and reorders) the order. */
  href: string
}

export interface AccountDesignSummary {
  id: string
  name: string
  updatedAt: Date
  /** Where the customer opens the design again. */
  href: string
}

export interface AccountSectionReaders {
  orders?: (db: Db, customerId: string) => Promise<AccountOrderSummary[]>
  designs?: (db: Db, customerId: string) => Promise<AccountDesignSummary[]>
}

const readers: AccountSectionReaders = {}

export function provideAccountSection<K extends keyof AccountSectionReaders>(
  key: K,
  reader: NonNullable<AccountSectionReaders[K]>,
): void {
  readers[key] = reader
}

export function accountSectionReaders(): Readonly<AccountSectionReaders> {
  return readers
}
