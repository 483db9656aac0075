import type { Db } from '@/lib/db/types'
import type { ObjectStorage } from '@/lib/storage/storage'

/**
 * Account deletion (GDPR art. 17) removes personal data, but orders must be kept for the tax and
 * commercial retention periods (§ 147 AO, § 257 HGB). Modules that keep records referring to a
 * customer register an anonymiser here; deleteCustomer runs them all inside its transaction, before
 * the customer row goes, so either everything is anonymised and deleted or nothing is.
 *
 * The orders module registers e.g.
 *   registerCustomerAnonymiser('orders', (tx, id) =>
 *     tx.update(orders).set({ customerId: null, email: null, name: 'deleted' }).where(eq(orders.customerId, id)))
 */
export type CustomerAnonymiser = (tx: Db, customerId: string, afterCommit: DeferErasure) => Promise<unknown>

/**
 * Work that cannot be part of the transaction: removing files from object storage. It runs only after
 * the deletion committed (a rolled-back deletion must keep its files); a file whose removal fails is
 * left without a row and removed by the orphan sweep (lib/shop/design-print/uploads/sweep.ts).
 */
export type FileErasure = (storage: ObjectStorage) => Promise<void>
export type DeferErasure = (erasure: FileErasure) => void

const anonymisers = new Map<string, CustomerAnonymiser>()

export function registerCustomerAnonymiser(name: string, anonymiser: CustomerAnonymiser): void {
  anonymisers.set(name, anonymiser)
}

/** Runs every registered anonymiser for the customer; pass the deleting transaction. */
export async function anonymiseCustomer(
  tx: Db,
  customerId: string,
  afterCommit: DeferErasure = () => undefined,
): Promise<string[]> {
  const ran: string[] = []
  for (const [name, anonymiser] of anonymisers) {
    await anonymiser(tx, customerId, afterCommit)
    ran.push(name)
  }
  return ran
}

export function customerAnonymiserNames(): string[] {
  return [...anonymisers.keys()]
}
