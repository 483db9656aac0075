import { after } from 'next/server'
import { globalSlot } from '@/lib/runtime/process-global'

/**
 * The production server's cache of prerendered pages (server/response-cache.mjs, ADR 0025) lives on
 * globalThis, because the server loads it before Next and Next's bundles cannot import it. Whatever
 * makes Next's prerendered pages change (the CMS webhook's revalidation, a changed content index)
 * clears it here; under `next dev`, with RESPONSE_CACHE=off or in tests there is none and this does
 * nothing.
 */
const responseCache = globalSlot<{ clear(): void }>(Symbol.for('shop.responseCache'))

/**
 * Clears the copies now. An answer Next is rendering meanwhile is not stored (the cache's
 * generation), so content read after this call is what the next visitor gets.
 */
export function clearResponseCache(): void {
  responseCache.get()?.clear()
}

/**
 * For a route handler that called revalidatePath: Next applies it when the handler has returned, so a
 * page asked for in between still comes from Next's old copy and would be stored again. after() runs
 * once the answer is sent, when Next has applied it (Next's public API for work after a response;
 * checked against the built server by tests/start/next-contract.ts, ADR 0054), and clears once more.
 * Only inside a request (after() throws elsewhere).
 */
export function clearResponseCacheAfterRevalidation(): void {
  clearResponseCache()
  after(clearResponseCache)
}
