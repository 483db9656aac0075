/** How a durable job is retried: the delay doubles from `baseMs` up to `maxDelayMs`; `maxAttempts` tries in all. */
export interface RetryPolicy {
  baseMs: number
  maxDelayMs: number
  maxAttempts: number
}

/** Delay before the next try after `attempts` failed tries (attempts ≥ 1): base, 2×base, 4×base … capped. */
export function retryDelayMs(policy: RetryPolicy, attempts: number): number {
  const exponent = Math.max(0, attempts - 1)
  return Math.min(policy.maxDelayMs, policy.baseMs * 2 ** exponent)
}
