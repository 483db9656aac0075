import type { Db } from '@/lib/db/types'
import { logger } from '@/lib/log/logger'

/**
 * Spec point "visitor to customer": when a visitor signs up or logs in, what they collected
 * anonymously (wishlist, cart, designs) moves into the account. Each module registers one hook
 * (lib/shop/customers/hook-registrations.ts lists them), so this module knows none of them.
 */
export interface SignedInEvent {
  customerId: string
  visitorKey: string | null
  reason: 'sign-up' | 'log-in'
}
export type SignedInHook = (db: Db, event: SignedInEvent) => Promise<unknown>

const hooks = new Map<string, SignedInHook>()

/** Registers (or replaces, by name) a hook; modules call it once at import time. */
export function onCustomerSignedIn(name: string, hook: SignedInHook): void {
  hooks.set(name, hook)
}

/**
 * Runs every hook. A failing hook is logged and does not fail the login: the customer is signed in
 * either way, and the visitor's items stay under the visitor key for the next sign-in.
 */
export async function runSignedInHooks(db: Db, event: SignedInEvent): Promise<string[]> {
  if (!event.visitorKey) return []
  const failed: string[] = []
  for (const [name, hook] of hooks) {
    try {
      await hook(db, event)
    } catch (error) {
      failed.push(name)
      logger().error({ err: error, hook: name }, 'signed-in hook failed')
    }
  }
  return failed
}

export function signedInHookNames(): string[] {
  return [...hooks.keys()]
}
