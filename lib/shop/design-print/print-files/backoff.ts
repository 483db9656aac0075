import { retryDelayMs, type RetryPolicy } from '@/lib/runtime/backoff'

/**
 * Retry policy of the print-file worker: 30 s, 1, 2, 4, 8 minutes; after the sixth failed try the
 * file is `failed` and staff see the error and can render it again. A render that fails six times
 * is broken data, not a passing hiccup, so the budget is far smaller than the mail worker's.
 */
export const PRINT_RETRY = {
  baseMs: 30_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 6,
} as const satisfies RetryPolicy

/** A claimed render not finished within this time is claimed again (its worker died). */
export const PRINT_LEASE_MS = 5 * 60_000

/** Delay before the next try after `attempts` failed tries (attempts ≥ 1); the formula is lib/runtime/backoff.ts. */
export const printRetryDelayMs = (attempts: number): number => retryDelayMs(PRINT_RETRY, attempts)
