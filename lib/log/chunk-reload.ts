/**
 * The spec's "Chunk-loading error: one full reload per path within 10 seconds". After a deploy,
 * a tab still running the old build asks for chunks that no longer exist; one reload fetches the
 * new build. The guard stops a reload loop when the chunk is missing for another reason.
 * Browser-safe and pure: storage and time are injected.
 */

export const CHUNK_RELOAD_GUARD_MS = 10_000
const STORAGE_PREFIX = 'chunk-reload:'

// Messages of webpack, Turbopack (name ChunkLoadError, "Failed to load chunk …"), Vite-style
// native dynamic import failures in Chrome, Safari and Firefox, and CSS chunk loaders.
const CHUNK_MESSAGES = [
  /loading chunk [\w./-]+ failed/i,
  /loading css chunk/i,
  /failed to load chunk/i,
  /failed to fetch dynamically imported module/i,
  /importing a module script failed/i,
  /error loading dynamically imported module/i,
  /unable to preload css/i,
]

const CHUNK_ERROR_NAMES = new Set(['ChunkLoadError', 'CSSChunkLoadError'])

/** Accepts an Error, a rejection reason of any shape, or a bare message string. */
export function isChunkLoadError(errorOrMessage: unknown): boolean {
  if (typeof errorOrMessage === 'string') return CHUNK_MESSAGES.some((re) => re.test(errorOrMessage))
  if (typeof errorOrMessage !== 'object' || errorOrMessage === null) return false
  const { name, message } = errorOrMessage as { name?: unknown; message?: unknown }
  if (typeof name === 'string' && CHUNK_ERROR_NAMES.has(name)) return true
  return typeof message === 'string' && CHUNK_MESSAGES.some((re) => re.test(message))
}

export interface ReloadGuardStorage {
  get(key: string): string | null | undefined
  set(key: string, value: string): void
}

/**
 * True at most once per path within the guard window, and records the reload time when it says
 * yes. If the storage fails (disabled, full, private mode) the answer is no: without a record of
 * the last reload, reloading could loop forever, and reporting the error is the safer outcome.
 */
export function shouldReload(storage: ReloadGuardStorage, path: string, now: number): boolean {
  const key = STORAGE_PREFIX + path
  try {
    const last = Number(storage.get(key))
    // A last time in the future means the clock moved back; treat it as expired.
    if (Number.isFinite(last) && last > 0 && now >= last && now - last < CHUNK_RELOAD_GUARD_MS) return false
    storage.set(key, String(now))
    return true
  } catch {
    return false
  }
}
