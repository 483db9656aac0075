/**
 * The memory bound of the shop's in-memory counters (rate limits in lib/http/rate-limit.ts, the login
 * throttle in lib/auth/throttle.ts, the log throttle in lib/log/throttle.ts). Their keys are client
 * addresses, accounts or error messages, which an attacker can make up without end, so each keeps at
 * most `maxKeys` entries. The counting rules differ and stay with each counter; how they are stored
 * and forgotten is this one piece.
 */
export interface BoundedMapOptions<V> {
  maxKeys: number
  /** Entries that are over; when the map is full they go before any live one. */
  expired?: (entry: V, now: number) => boolean
}

export interface BoundedMap<V> {
  get(key: string): V | undefined
  /** Stores the entry as the newest. Over `maxKeys`, expired entries go first, then the oldest ones. */
  set(key: string, entry: V, now: number): void
  delete(key: string): void
  size(): number
}

export function createBoundedMap<V>(options: BoundedMapOptions<V>): BoundedMap<V> {
  // A Map iterates in insertion order; deleting before setting makes the first key the one least
  // recently set, which is the one evicted.
  const entries = new Map<string, V>()

  function evict(now: number): void {
    if (entries.size <= options.maxKeys) return
    const expired = options.expired
    if (expired) {
      for (const [key, entry] of entries) if (expired(entry, now)) entries.delete(key)
    }
    while (entries.size > options.maxKeys) {
      const oldest = entries.keys().next()
      if (oldest.done) return
      entries.delete(oldest.value)
    }
  }

  return {
    get: (key) => entries.get(key),
    set(key, entry, now) {
      entries.delete(key)
      entries.set(key, entry)
      evict(now)
    },
    delete: (key) => void entries.delete(key),
    size: () => entries.size,
  }
}
