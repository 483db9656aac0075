import type { CmsLog } from './cms-log'
import { toContentError } from './errors'

/**
 * "If the CMS fails, the last good content is served": every successful answer is kept by request
 * key, and a failed request (network, 5xx, exhausted 429 retries, malformed answer) is answered
 * from it with a warning. Only found content is kept, so the keys are bounded by the stories that
 * exist, not by the slugs visitors type; a fresh "not found" drops the entry.
 */
export interface LastGood<T extends object> {
  /** `load` answers null for "not found"; lists and other answers that cannot be missing never do. */
  run<R extends T | null>(key: string, load: () => Promise<R>): Promise<R | T>
}

export function createLastGood<T extends object>(log: CmsLog): LastGood<T> {
  const entries = new Map<string, T>()
  return {
    async run(key, load) {
      try {
        const value = await load()
        if (value === null) entries.delete(key)
        else entries.set(key, value)
        return value
      } catch (reason) {
        const error = toContentError(reason, key)
        const kept = entries.get(key)
        if (kept === undefined) throw error
        log.warn(
          { key, status: error.status, reason: error.message },
          'CMS failed; serving the last good content',
        )
        return kept
      }
    },
  }
}
