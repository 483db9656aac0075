import { z } from 'zod'
import { TREATMENTS } from '@/lib/config/flags'

/**
 * The flag store of the spec (section 3): the page's features with their treatment plus a story object
 * (the CMS story the page shows), kept in sessionStorage and cleared at each page start. Client code
 * and the debug panel read it; nothing in it is trusted by the server.
 */
export const FLAG_STORE_KEY = 'shop:flags'
/** Dispatched on window after the store was written, so the debug panel updates. */
export const FLAG_STORE_EVENT = 'shop:flags-written'

const storeSchema = z.object({
  path: z.string(),
  features: z.record(z.string(), z.enum(TREATMENTS)),
  story: z.object({ id: z.number(), slug: z.string() }).nullable(),
})

export type FlagStoreValue = z.infer<typeof storeSchema>

export function readFlagStore(storage: Pick<Storage, 'getItem'>, path: string): FlagStoreValue | null {
  try {
    const parsed = storeSchema.safeParse(JSON.parse(storage.getItem(FLAG_STORE_KEY) ?? 'null'))
    return parsed.success && parsed.data.path === path ? parsed.data : null
  } catch {
    return null
  }
}

export function writeFlagStore(storage: Pick<Storage, 'setItem'>, value: FlagStoreValue): void {
  try {
    storage.setItem(FLAG_STORE_KEY, JSON.stringify(value))
  } catch {
    // Storage full or blocked (private mode): the store is a convenience, the page works without it.
  }
}

/** At a page start: drop what an earlier page left, unless this page already wrote its own. */
export function clearFlagStoreUnlessFor(
  storage: Pick<Storage, 'getItem' | 'removeItem'>,
  path: string,
): void {
  try {
    if (!readFlagStore(storage, path)) storage.removeItem(FLAG_STORE_KEY)
  } catch {
    // See writeFlagStore.
  }
}
