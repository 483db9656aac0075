import type { ShopOwner } from '@/lib/shop/owner'

/**
 * A stand-in for lib/auth/request-owner in route tests that run without a Next request (no session
 * cookie to read): every request is the anonymous visitor `key()`. Use as
 *   vi.mock('@/lib/auth/request-owner', async () =>
 *     (await import('@/lib/auth/testing/visitor-only-owner')).visitorOnlyOwner(() => state.visitorKey))
 */
export function visitorOnlyOwner(key: () => string) {
  return {
    readCustomerId: async () => null,
    readRequestOwner: async () => ({ visitorKey: key() || null, customerId: null }),
    ensureRequestOwner: async () => ({ visitorKey: key(), customerId: null }),
    ownerOrNull: <T extends ShopOwner>(owner: T): T | null =>
      owner.visitorKey || owner.customerId ? owner : null,
  }
}
