import type { ConsentStatus } from '@/lib/consent/consent'
import { logger } from '@/lib/log/logger'
import { CUSTOMER_KEY_COOKIE, parseVisitorKey, VISITOR_COOKIE } from '@/lib/visitor/visitor-key'

/**
 * The A/B traffic key (spec 3 and issue 9 point 2): the anonymous visitor key, and after login the
 * customer id (CUSTOMER_KEY_COOKIE), so a customer stays in the same bucket on every device.
 */

export function trafficKeyFrom(cookie: (name: string) => string | undefined): string | null {
  return parseVisitorKey(cookie(CUSTOMER_KEY_COOKIE)) ?? parseVisitorKey(cookie(VISITOR_COOKIE))
}

export interface UserKeyChange {
  from: string | null
  to: string | null
  reason: 'log-in' | 'sign-up' | 'log-out'
}

/**
 * The spec's monitoring message "user key changed (history reset)": the treatments seen under the old
 * key do not carry over, so an analysis must not join the two histories. The keys are logged only
 * with statistics consent, like the impression record (lib/flags/visitor-flags.ts).
 */
export function reportUserKeyChange(change: UserKeyChange, consent: ConsentStatus): boolean {
  if (change.from === change.to) return false
  const keys = consent === 'granted' ? { from: change.from, to: change.to } : {}
  logger().info(
    { flags: { event: 'user-key-changed', historyReset: true, reason: change.reason, consent, ...keys } },
    'user key changed (history reset)',
  )
  return true
}
