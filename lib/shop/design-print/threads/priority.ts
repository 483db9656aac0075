import { readlinkSync } from 'node:fs'
import { getPriority, setPriority } from 'node:os'

/**
 * Background work yields the CPU to the shop's requests: the calling thread's scheduling priority is
 * lowered by 10 nice steps (about a tenth of the CPU while requests want all of it, everything while
 * they do not). Linux sets priorities per thread: /proc/thread-self names this thread's id, and
 * setpriority with that id changes only this thread, not the event loop's. Elsewhere, or where the
 * kernel refuses, the thread simply keeps the normal priority; returns whether it was lowered.
 */
export const BACKGROUND_NICE = 10

export function lowerThreadPriority(nice = BACKGROUND_NICE): boolean {
  if (process.platform !== 'linux') return false
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop())
    if (!Number.isInteger(threadId) || threadId <= 0) return false
    // A new thread starts at its creator's nice value; lowering is always allowed, up to 19.
    setPriority(threadId, Math.min(19, getPriority(threadId) + nice))
    return true
  } catch {
    return false
  }
}
