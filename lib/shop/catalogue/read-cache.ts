import type { Db } from '@/lib/db/types'
import { clearResponseCache } from '@/lib/http/response-cache'

/**
 * Catalogue reads are the same for every visitor and change only when the catalogue is seeded again,
 * yet a listing page needs a dozen queries, and on the embedded database each one waits its turn.
 * So reads of reference data are kept in memory for a short time per database and input: identical
 * concurrent requests share one query (the promise is cached), a failure is not kept, and old entries
 * give way first when the cap is reached. Visitor data (wishlist, cart) never goes through here.
 * A write to the catalogue in this process (upsertDesigns) calls catalogueChanged(), which retires
 * every cached answer at once; writes by another process (a seed run) show after the time is up.
 */
export interface ReadCacheOptions {
  /** How long an answer is served before it is read again. */
  ttlMs: number
  /** Entries per database; the oldest go first. */
  maxEntries: number
}

interface Entry<R> {
  value: Promise<R>
  expires: number
  generation: number
}

/** Bumped by every catalogue write in this process; answers read before it are not served again. */
let generation = 0

export function catalogueChanged(): void {
  generation += 1
  // Listings rendered for everyone (ADR 0031) show the catalogue too.
  clearResponseCache()
}

export const CATALOGUE_READ_CACHE: ReadCacheOptions = { ttlMs: 60_000, maxEntries: 500 }

export function cachedRead<I, R>(
  read: (db: Db, input: I) => Promise<R>,
  options: ReadCacheOptions = CATALOGUE_READ_CACHE,
  now: () => number = Date.now,
): (db: Db, input: I) => Promise<R> {
  const perDb = new WeakMap<Db, Map<string, Entry<R>>>()
  return (db, input) => {
    let entries = perDb.get(db)
    if (!entries) {
      entries = new Map()
      perDb.set(db, entries)
    }
    const key = JSON.stringify(input)
    const hit = entries.get(key)
    if (hit && hit.expires > now() && hit.generation === generation) return hit.value
    const value = read(db, input)
    const map = entries
    map.delete(key)
    map.set(key, { value, expires: now() + options.ttlMs, generation })
    value.catch(() => {
      if (map.get(key)?.value === value) map.delete(key)
    })
    while (map.size > options.maxEntries) {
      const oldest = map.keys().next().value
      if (oldest === undefined) break
      map.delete(oldest)
    }
    return value
  }
}
