/**
 * Process-wide state kept on globalThis. A module-level variable is not enough in this app: `next dev`
 * re-evaluates modules on every edit (a second database, timer or SDK client would start next to the
 * first), and one process can hold two copies of a module (the proxy bundle, the server bundle, the
 * start-up code, server/*.mjs), which must share one instance. Every such value goes through here, by a
 * fixed key, so there is one place that says why and one way to do it.
 */
export type GlobalKey = string | symbol

const store = globalThis as unknown as Record<GlobalKey, unknown>

export interface GlobalSlot<T> {
  get(): T | undefined
  set(value: T | undefined): void
}

/**
 * A named slot on globalThis. The caller owns the key's type: every module that names the key must
 * store the same kind of value (server/*.mjs share some symbols with lib/, see their comments).
 */
export function globalSlot<T>(key: GlobalKey): GlobalSlot<T> {
  return {
    get: () => store[key] as T | undefined,
    set: (value) => {
      if (value === undefined) delete store[key]
      else store[key] = value
    },
  }
}

/** The value under `key`, created on first use and then the same for the whole process. */
export function processSingleton<T>(key: GlobalKey, create: () => T): T {
  const slot = globalSlot<T>(key)
  const existing = slot.get()
  if (existing !== undefined) return existing
  const created = create()
  slot.set(created)
  return created
}
