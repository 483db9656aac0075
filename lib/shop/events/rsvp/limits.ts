import { createSharedRateLimiter, type SharedRateLimiter } from '@/lib/http/rate-limit'
import { guardRate } from '@/lib/shop/common/rate-guard'

/**
 * The event portal's guest-side limits (issue 31 points 4 and 9), shared by all instances like every
 * limit of lib/http/rate-limit.ts (ADR 0115). Tokens are 128 random bits, so the limits are about load and about trying
 * names or passwords, never the only protection.
 */
export const RSVP_RATE_LIMITS = {
  /** /r/{token}: a family opens its link a few times; a scanner of tokens gets 429s. */
  shortLink: { limit: 30, windowMs: 15 * 60_000 },
  /** "Namen eingeben", per client address and event (10 in 15 minutes, as the issue suggests)… */
  findPerClient: { limit: 10, windowMs: 15 * 60_000 },
  /** …and per event, so many addresses together cannot walk through a guest list either. */
  findPerEvent: { limit: 100, windowMs: 15 * 60_000 },
  /** Page password attempts per client address and event. */
  password: { limit: 10, windowMs: 15 * 60_000 },
  /** Saving answers per client address (a household changes its answer a few times). */
  submit: { limit: 30, windowMs: 15 * 60_000 },
} as const

export type RsvpLimit = keyof typeof RSVP_RATE_LIMITS

const limiters = new Map<RsvpLimit, SharedRateLimiter>()

function limiter(kind: RsvpLimit): SharedRateLimiter {
  let found = limiters.get(kind)
  if (!found) {
    found = createSharedRateLimiter(`rsvp-${kind}`, RSVP_RATE_LIMITS[kind])
    limiters.set(kind, found)
  }
  return found
}

export const TOO_MANY_TRIES =
  'Zu viele Versuche. Bitte warten Sie ein paar Minuten und versuchen Sie es dann noch einmal.'

/** Counts one attempt; a 429 ShopError (with Retry-After) once the key has used its window. */
export async function guardRsvpRate(kind: RsvpLimit, key: string, now = Date.now()): Promise<void> {
  await guardRate(limiter(kind), key, TOO_MANY_TRIES, now)
}

/** Tests start each case with fresh windows. */
export function resetRsvpRateLimits(): void {
  limiters.clear()
}
