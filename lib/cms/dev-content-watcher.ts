import { watch, type FSWatcher } from 'node:fs'
import path from 'node:path'

/** Editors save several files at once (and editors write a file in steps): one reload per burst. */
export const CONTENT_SETTLE_MS = 250

/**
 * Calls `onChange` once per burst of changes to story files (content/<brand>/….json), after the
 * files have been quiet for `settleMs`. Development only: the local store re-reads changed files on
 * its own (lib/cms/local-store.ts); this makes the router's content index follow at once instead of
 * on its 15-second refresh, so a new story is reachable and a deleted one is a 404 on the next request.
 */
export function watchContent(
  dir: string,
  onChange: (files: string[]) => void,
  settleMs = CONTENT_SETTLE_MS,
): FSWatcher {
  let pending = new Set<string>()
  let timer: NodeJS.Timeout | undefined
  const watcher = watch(dir, { recursive: true }, (_event, file) => {
    if (!file || !file.toString().endsWith('.json')) return
    pending.add(path.join(dir, file.toString()))
    clearTimeout(timer)
    timer = setTimeout(() => {
      const files = [...pending].sort()
      pending = new Set()
      onChange(files)
    }, settleMs)
  })
  watcher.on('close', () => clearTimeout(timer))
  watcher.unref()
  return watcher
}
