/** Retry policy of the mail worker: 30 s, 1, 2, 4 … minutes, capped at one hour; given up after 10. */
export const MAIL_RETRY = { baseMs: 30_000, maxDelayMs: 60 * 60_000, maxAttempts: 10 } as const

/** Delay before the next try after `attempts` failed tries (attempts ≥ 1). */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.max(0, attempts - 1)
  return Math.min(MAIL_RETRY.maxDelayMs, MAIL_RETRY.baseMs * 2 ** exponent)
}
