import type { EditorScene } from './types'

/**
 * Undo history as whole snapshots of the scene. Documents are small immutable trees whose unchanged
 * pages and layers are shared between snapshots, so a snapshot costs little; it also makes undo
 * exact for every action without each action having to know its own inverse.
 */
export interface History {
  past: EditorScene[]
  future: EditorScene[]
  /** Key of the last recorded change, for coalescing typing or a slider into one step. */
  lastKey?: string
  lastAt?: number
}

export const HISTORY_LIMIT = 100
/** Changes with the same key closer together than this are one undo step (a word typed, a drag). */
export const COALESCE_MS = 1000

export const emptyHistory = (): History => ({ past: [], future: [] })

/** Records `before` as the state to return to, unless it continues the previous change. */
export function record(history: History, before: EditorScene, key: string | undefined, now: number): History {
  const continues =
    key !== undefined &&
    key === history.lastKey &&
    history.lastAt !== undefined &&
    now - history.lastAt < COALESCE_MS
  const past = continues ? history.past : [...history.past, before].slice(-HISTORY_LIMIT)
  return { past, future: [], lastKey: key, lastAt: now }
}

export function undo(
  history: History,
  present: EditorScene,
): { history: History; scene: EditorScene } | null {
  const previous = history.past[history.past.length - 1]
  if (!previous) return null
  return {
    history: { past: history.past.slice(0, -1), future: [present, ...history.future] },
    scene: previous,
  }
}

export function redo(
  history: History,
  present: EditorScene,
): { history: History; scene: EditorScene } | null {
  const [next, ...rest] = history.future
  if (!next) return null
  return { history: { past: [...history.past, present], future: rest }, scene: next }
}
