import { FLAG_ORIGINS, TREATMENTS, type FlagOrigin, type Treatment } from '@/lib/config/flags'
import { isPlainRecord, isRecordOf } from './plain-checks'

/**
 * The flag store of the spec (section 3): the page's features with their treatment plus a story object
 * (the CMS story the page shows), kept in sessionStorage and cleared at each page start. Client code
 * and the debug panel read it; nothing in it is trusted by the server.
 */
export const FLAG_STORE_KEY = 'shop:flags'
/** Dispatched on window after the store was written, so the debug panel updates. */
export const FLAG_STORE_EVENT = 'shop:flags-written'

export interface FlagStoreValue {
  path: string
  features: Record<string, Treatment>
  /** Per feature: where its treatment came from (SDK, override, default). */
  origins: Record<string, FlagOrigin>
  story: { id: number; slug: string } | null
}

/**
 * The store's shape, checked by hand rather than with zod: only the browser reads it, and zod would be
 * in every page's first-load JS (ADR 0022). Nothing in it is trusted, so the check only keeps the
 * debug panel from showing garbage.
 */
function isFlagStoreValue(value: unknown): value is FlagStoreValue {
  if (!isPlainRecord(value) || typeof value.path !== 'string') return false
  if (!isRecordOf(value.features, (t) => (TREATMENTS as readonly unknown[]).includes(t))) return false
  if (!isRecordOf(value.origins, (o) => (FLAG_ORIGINS as readonly unknown[]).includes(o))) return false
  const story = value.story
  return (
    story === null || (isPlainRecord(story) && typeof story.id === 'number' && typeof story.slug === 'string')
  )
}

export function readFlagStore(storage: Pick<Storage, 'getItem'>, path: string): FlagStoreValue | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(FLAG_STORE_KEY) ?? 'null')
    return isFlagStoreValue(parsed) && parsed.path === path
      ? {
          path: parsed.path,
          features: parsed.features,
          origins: parsed.origins,
          story: parsed.story && { id: parsed.story.id, slug: parsed.story.slug },
        }
      : null
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
