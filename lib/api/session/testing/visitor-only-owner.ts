import type { ShopOwner } from '@/lib/shop/common/owner'

/**
 * A stand-in for lib/api/session/request-owner in route tests that run without a Next request (no session
 * cookie to read): every request is the anonymous visitor `key()`, or the customer `customer()` when
 * that returns an id. Use as
 *   vi.mock('@/lib/api/session/request-owner', async () =>
 *     (await import('@/lib/api/session/testing/visitor-only-owner')).visitorOnlyOwner(() => state.visitorKey))
 */
export function visitorOnlyOwner(key: () => string, customer: () => string | null = () => null) {
  return {
    readCustomerId: async () => customer(),
    readRequestOwner: async () => ({ visitorKey: key() || null, customerId: customer() }),
    ensureRequestOwner: async () => {
      const customerId = customer()
      return customerId ? { visitorKey: key() || null, customerId } : { visitorKey: key(), customerId: null }
    },
    ownerOrNull: <T extends ShopOwner>(owner: T): T | null =>
      owner.visitorKey || owner.customerId ? owner : null,
  }
}
