import { retryDelayMs as delayAfter, type RetryPolicy } from '@/lib/runtime/backoff'

/** Retry policy of the mail worker: 30 s, 1, 2, 4 … minutes, capped at one hour; given up after 10. */
export const MAIL_RETRY = {
  baseMs: 30_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 10,
} as const satisfies RetryPolicy

/** Delay before the next try after `attempts` failed tries (attempts ≥ 1); the formula is lib/runtime/backoff.ts. */
export const retryDelayMs = (attempts: number): number => delayAfter(MAIL_RETRY, attempts)
