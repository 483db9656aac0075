import type { UploadFailure, UploadOutcome } from '@/lib/editor/upload-request'

/**
 * Sends a set of photos two at a time: the render pool draws two pictures per visitor and queues the
 * rest, so more in flight only waits on the server while holding more bytes in the browser. A refusal
 * that is worth waiting for (the shop busy, too many at once; a 429 with Retry-After) is sent again
 * after the time the server names; any other refusal is reported for that file and the rest go on.
 */
export const UPLOAD_CONCURRENCY = 2
export const MAX_ATTEMPTS = 4
/** Waiting when the server named no time; doubled on every attempt. */
const DEFAULT_WAIT_SECONDS = 2

/** The queue's `wait` in a browser: a timer. */
export const waitSeconds = (seconds: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, seconds * 1000))

export interface QueueHooks<F, T> {
  send: (file: F) => Promise<UploadOutcome<T>>
  /** Whether this refusal may go through later (upload-refusal.ts `worthTryingAgain`). */
  retryable: (failure: UploadFailure) => boolean
  wait: (seconds: number) => Promise<void>
  onDone: (file: F, body: T) => void
  onFailed: (file: F, failure: UploadFailure) => void
  onWaiting?: (file: F, seconds: number) => void
}

async function sendOne<F, T>(file: F, hooks: QueueHooks<F, T>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const outcome = await hooks.send(file)
    if (outcome.ok) return hooks.onDone(file, outcome.body)
    if (attempt >= MAX_ATTEMPTS || !hooks.retryable(outcome)) return hooks.onFailed(file, outcome)
    const seconds = outcome.retryAfterSeconds ?? DEFAULT_WAIT_SECONDS * 2 ** (attempt - 1)
    hooks.onWaiting?.(file, seconds)
    await hooks.wait(seconds)
  }
}

/** Uploads every file in order of choice, at most UPLOAD_CONCURRENCY at a time. */
export async function uploadAll<F, T>(files: readonly F[], hooks: QueueHooks<F, T>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++] as F
      await sendOne(file, hooks)
    }
  }
  await Promise.all(Array.from({ length: Math.min(UPLOAD_CONCURRENCY, files.length) }, worker))
}
