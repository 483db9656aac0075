import { globalSlot } from '@/lib/runtime/process-global'

/**
 * The production server's cache of prerendered pages (server/response-cache.mjs, ADR 0025) lives on
 * globalThis, because the server loads it before Next and Next's bundles cannot import it. Whatever
 * makes Next's prerendered pages change (the CMS webhook's revalidation, a changed content index)
 * clears it here; under `next dev` or in tests there is none and this does nothing.
 */
const responseCache = globalSlot<{ clear(): void }>(Symbol.for('shop.responseCache'))

/**
 * Next applies a route handler's revalidatePath only after the handler has answered, so a page asked
 * for in between can still come from Next's old copy: the second clear drops that copy too.
 */
const SETTLE_MS = 2_000

export function clearResponseCache(): void {
  const cache = responseCache.get()
  if (!cache) return
  cache.clear()
  setTimeout(() => cache.clear(), SETTLE_MS).unref()
}
