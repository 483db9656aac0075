import { createHash } from 'node:crypto'
import type { ConsentStatus } from '@/lib/consent/consent'
import { logger } from '@/lib/log/logger'
import { CUSTOMER_KEY_COOKIE, parseVisitorKey, TRAFFIC_ID_COOKIE } from '@/lib/visitor/visitor-key'

/**
 * The A/B traffic key (spec 3, issue 9 point 2, ADR 0050): the visitor's traffic id, and after login
 * the customer's traffic id, so a customer stays in the same bucket on every device. Never the visitor
 * key or the customer id: the key goes to the flag provider and into logs, and those are credentials
 * or lead to them.
 */
export function trafficKeyFrom(cookie: (name: string) => string | undefined): string | null {
  const customer = parseVisitorKey(cookie(CUSTOMER_KEY_COOKIE))
  if (customer) return isCustomerTrafficId(customer) ? customer : customerTrafficId(customer)
  return parseVisitorKey(cookie(TRAFFIC_ID_COOKIE))
}

/**
 * The customer's traffic id: SHA-256 of the customer id, shaped as a version-8 UUID (RFC 9562's
 * custom version) so it passes the cookie's UUID check and is told apart from a customer id. Customer
 * ids are random UUIDs, so the hash gives nothing away, and it is the same on every device.
 */
export function customerTrafficId(customerId: string): string {
  const hex = createHash('sha256').update(`traffic:${customerId.toLowerCase()}`).digest('hex')
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/**
 * A customer_key cookie written before ADR 0050 holds the customer id itself (a version-4 UUID); it is
 * hashed on the way, so the bucket is the same, until the next login writes the traffic id.
 */
function isCustomerTrafficId(value: string): boolean {
  return value[14] === '8'
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
